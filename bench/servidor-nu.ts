/**
 * The reference for `npm run bench`: a bare Node HTTP server that answers every
 * request with the same bytes (file in argv[2], content type in argv[3]) and
 * does nothing else. Run as its own process so it does not share a core's time
 * with the load generator. Prints its port on the first line of stdout.
 */
import fs from 'node:fs'
import http from 'node:http'

const corpo = fs.readFileSync(process.argv[2]!)
const tipo = process.argv[3] ?? 'text/html; charset=utf-8'
const servidor = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': tipo, 'content-length': corpo.length })
  res.end(corpo)
})
servidor.keepAliveTimeout = 65_000
servidor.listen(0, '127.0.0.1', () => {
  const endereco = servidor.address()
  console.log(typeof endereco === 'object' && endereco ? endereco.port : 0)
})
