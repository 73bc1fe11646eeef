import http from 'node:http'
const good = '<!doctype html><html lang="pt-BR"><head><title>Bom</title></head><body><main><h1>Página boa</h1><a href="/ruim">ir</a><label for="n">Nome</label><input id="n"></main></body></html>'
const bad = '<!doctype html><html><head><title>Ruim</title></head><body><main><h1>Ruim</h1><input id="x"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#ccc;background:#fff">baixo contraste</p></main></body></html>'
http.createServer((q, r) => { r.setHeader('content-type', 'text/html; charset=utf-8'); r.end(q.url === '/ruim' ? bad : good) }).listen(Number(process.env.PORT), '127.0.0.1')
