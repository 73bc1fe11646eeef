import QRCode from 'qrcode'

/** The QR code of an otpauth:// address as an SVG data URL, for an <img> (no script, no canvas). */
export async function qrCodeSvg(endereco: string): Promise<string> {
  const svg = await QRCode.toString(endereco, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
