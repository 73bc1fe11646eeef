/**
 * Makes the demo institutional video (src/seed/videos/institucional.webm) from
 * the scenes in src/seed/dados/video-institucional.ts: each scene is drawn on a
 * canvas in headless Chromium and recorded with MediaRecorder (WebM, VP8, no
 * sound), in real time; fix-webm-duration then writes the length into the file. Run it again only when the scenes change:
 *
 *   npx tsx scripts/gerar-video-institucional.ts
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { CENAS_VIDEO, DURACAO_VIDEO } from '../src/seed/dados/video-institucional'
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/browser'

const SAIDA = path.resolve('src/seed/videos/institucional.webm')

const navegador = await chromium.launch({ executablePath: (await resolveChromium()).path, args: CHROMIUM_ARGS })
try {
  const pagina = await navegador.newPage()
  // tsx keeps function names with a helper (__name) that the page does not have.
  await pagina.evaluate('window.__name = (f) => f')
  // MediaRecorder writes no duration; this adds it, so players show the length and can seek.
  await pagina.addScriptTag({ path: createRequire(import.meta.url).resolve('fix-webm-duration') })
  const base64 = await pagina.evaluate(
    async ({ cenas, duracao }) => {
      const canvas = document.createElement('canvas')
      canvas.width = 640
      canvas.height = 360
      document.body.append(canvas)
      const ctx = canvas.getContext('2d')!

      // Wraps a line of text to the canvas width, centred.
      const escrever = (texto: string, y: number, fonte: string, cor: string) => {
        ctx.font = fonte
        ctx.fillStyle = cor
        ctx.textAlign = 'center'
        const linhas: string[] = []
        let atual = ''
        for (const palavra of texto.split(' ')) {
          const tentativa = atual ? `${atual} ${palavra}` : palavra
          if (ctx.measureText(tentativa).width > 540 && atual) {
            linhas.push(atual)
            atual = palavra
          } else atual = tentativa
        }
        linhas.push(atual)
        linhas.forEach((l, i) => ctx.fillText(l, 320, y + i * 34))
      }

      const desenhar = (t: number) => {
        const cena = cenas.find((c) => t >= c.inicio && t < c.fim) ?? cenas[cenas.length - 1]!
        const progresso = Math.min(1, (t - cena.inicio) / 0.6)
        ctx.fillStyle = '#064f26'
        ctx.fillRect(0, 0, 640, 360)
        ctx.fillStyle = '#eef8f1'
        ctx.fillRect(0, 300, (640 * t) / duracao, 6)
        ctx.globalAlpha = progresso
        escrever(cena.titulo, 150, 'bold 46px sans-serif', '#ffffff')
        escrever(cena.texto, 210, '26px sans-serif', '#eef8f1')
        ctx.globalAlpha = 1
      }

      const gravador = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 150_000 })
      const partes: Blob[] = []
      gravador.ondataavailable = (e) => partes.push(e.data)
      const fim = new Promise((resolve) => (gravador.onstop = resolve))
      const inicio = performance.now()
      desenhar(0)
      gravador.start()
      await new Promise<void>((resolve) => {
        const quadro = () => {
          const t = (performance.now() - inicio) / 1000
          if (t >= duracao) return resolve()
          desenhar(t)
          requestAnimationFrame(quadro)
        }
        requestAnimationFrame(quadro)
      })
      gravador.stop()
      await fim
      const corrigir = (window as unknown as { ysFixWebmDuration: (b: Blob, ms: number, o: { logger: false }) => Promise<Blob> }).ysFixWebmDuration
      const video = await corrigir(new Blob(partes, { type: 'video/webm' }), duracao * 1000, { logger: false })
      const bytes = new Uint8Array(await video.arrayBuffer())
      let binario = ''
      for (const b of bytes) binario += String.fromCharCode(b)
      return btoa(binario)
    },
    { cenas: CENAS_VIDEO, duracao: DURACAO_VIDEO },
  )
  fs.mkdirSync(path.dirname(SAIDA), { recursive: true })
  fs.writeFileSync(SAIDA, Buffer.from(base64, 'base64'))
  console.log(`${SAIDA}: ${fs.statSync(SAIDA).size} bytes, ${DURACAO_VIDEO} s`)
} finally {
  await navegador.close()
}
