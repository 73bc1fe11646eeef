import { enderecoDownload, lerDataPublicacao, type Publicacao } from './transparencia'

/** A publication as open data: plain names, ISO dates, absolute download address. */
export interface RegistroAberto {
  id: number
  categoria: string
  titulo: string
  subtitulo: string
  descricao: string
  data: string
  arquivo: string
  tipoArquivo: string
  tamanhoBytes: number | null
  endereco: string
}

export function registroAberto(p: Publicacao & { tituloTipo: string }, origem: string): RegistroAberto {
  const d = lerDataPublicacao(p.dataPublicacao)
  return {
    id: p.id,
    categoria: p.tituloTipo,
    titulo: p.tituloPublicacao ?? '',
    subtitulo: p.subtituloPublicacao ?? '',
    descricao: p.descricaoPublicacao ?? '',
    data: d ? d.toISOString().slice(0, 10) : '',
    arquivo: p.nomeArquivo ?? '',
    tipoArquivo: p.tipoArquivo ?? '',
    tamanhoBytes: p.tamanhoArquivo,
    endereco: new URL(enderecoDownload(p.id), origem).toString(),
  }
}

const COLUNAS: readonly (keyof RegistroAberto)[] = ['id', 'categoria', 'titulo', 'subtitulo', 'descricao', 'data', 'arquivo', 'tipoArquivo', 'tamanhoBytes', 'endereco']

/**
 * RFC 4180 CSV (comma, CRLF, quotes doubled) with a UTF-8 BOM so spreadsheet
 * programs read the accents. A cell starting with = + - @ is prefixed with an
 * apostrophe so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvAberto(registros: readonly RegistroAberto[]): string {
  const celula = (v: string | number | null) => {
    let s = v === null ? '' : String(v)
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  const linhas = [COLUNAS.join(','), ...registros.map((r) => COLUNAS.map((c) => celula(r[c])).join(','))]
  return `\uFEFF${linhas.join('\r\n')}\r\n`
}
