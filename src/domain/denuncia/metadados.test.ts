import { describe, expect, it } from 'vitest'

import { semMetadados } from './metadados'

const seg = (marcador: number, conteudo: string) => {
  const dados = Buffer.from(conteudo, 'latin1')
  const t = dados.length + 2
  return Buffer.concat([Buffer.from([0xff, marcador, t >> 8, t & 0xff]), dados])
}
const GPS = 'Exif\0\0GPSLatitude -29.1678 Canon EOS serial 99887766'
const jpeg = (...segmentos: Buffer[]) => Buffer.concat([Buffer.from([0xff, 0xd8]), ...segmentos, Buffer.from([0xff, 0xda, 0, 4, 1, 2]), Buffer.from('PIXELS'), Buffer.from([0xff, 0xd9])])

function chunk(tipo: string, conteudo: string) {
  const dados = Buffer.from(conteudo, 'latin1')
  const t = Buffer.alloc(4)
  t.writeUInt32BE(dados.length)
  return Buffer.concat([t, Buffer.from(tipo, 'latin1'), dados, Buffer.alloc(4)])
}
const png = (...chunks: Buffer[]) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks])

describe('semMetadados', () => {
  it('drops EXIF, XMP and comments from a JPEG and keeps the colour profile and the image data', () => {
    const app0 = seg(0xe0, 'JFIF\0\x01\x02')
    const icc = seg(0xe2, 'ICC_PROFILE\0perfil')
    const original = jpeg(app0, seg(0xe1, GPS), seg(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>autor</x:xmpmeta>'), icc, seg(0xfe, 'comentario do autor'))
    const limpo = Buffer.from(semMetadados(original))
    expect(limpo.includes('GPSLatitude')).toBe(false)
    expect(limpo.includes('xmpmeta')).toBe(false)
    expect(limpo.includes('comentario')).toBe(false)
    expect(limpo).toEqual(jpeg(app0, icc))
  })

  it('drops text, EXIF and time chunks from a PNG and keeps the image chunks', () => {
    const ihdr = chunk('IHDR', '0123456789abc')
    const idat = chunk('IDAT', 'PIXELS')
    const iend = chunk('IEND', '')
    const original = png(ihdr, chunk('tEXt', 'Author\0Fulano'), chunk('eXIf', GPS), chunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0x'), chunk('tIME', '1234567'), idat, iend)
    expect(Buffer.from(semMetadados(original))).toEqual(png(ihdr, idat, iend))
  })

  it('leaves other files and malformed images untouched', () => {
    const texto = Buffer.from('GPSLatitude num texto comum')
    expect(semMetadados(texto)).toBe(texto)
    const truncado = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00]), Buffer.from(GPS)])
    expect(semMetadados(truncado)).toBe(truncado)
  })
})
