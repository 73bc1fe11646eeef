/**
 * The reference for `npm run bench`: a bare Node HTTP server that answers every
 * request with the same bytes (file in argv[2], content type in argv[3]) and
 * does nothing else; with argv[4], a JSON file of headers, it also sends those
 * (the site's own, to tell what they cost apart from what the site's code
 * costs). Run as its own process so it does not share a core's time with the
 * load generator. Prints its port on the first line of stdout.
 */
import fs from 'node:fs'
import http from 'node:http'

const corpo = fs.readFileSync(process.argv[2]!)
const tipo = process.argv[3] ?? 'text/html; charset=utf-8'
const extras = process.argv[4] ? (JSON.parse(fs.readFileSync(process.argv[4], 'utf8')) as Record<string, string>) : {}
const cabecalhos = { ...extras, 'content-type': tipo, 'content-length': corpo.length }
const servidor = http.createServer((_req, res) => {
  res.writeHead(200, cabecalhos)
  res.end(corpo)
})
servidor.keepAliveTimeout = 65_000
servidor.listen(0, '127.0.0.1', () => {
  const endereco = servidor.address()
  console.log(typeof endereco === 'object' && endereco ? endereco.port : 0)
})
