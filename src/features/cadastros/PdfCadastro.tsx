import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'

import type { SecaoDoDocumento } from '@/domain/formulario/catalogo'

import type { BlocoDeclaracao } from './declaracoes-texto'

const s = StyleSheet.create({
  pagina: { paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40, fontSize: 9, fontFamily: 'Helvetica', color: '#1f2933', lineHeight: 1.35 },
  titulo: { fontSize: 13, fontFamily: 'Helvetica-Bold', color: '#14532d', marginBottom: 4 },
  sub: { color: '#4a5560', marginBottom: 10 },
  secao: { fontSize: 11, fontFamily: 'Helvetica-Bold', color: '#14532d', marginTop: 10, marginBottom: 4, borderBottomWidth: 1, borderBottomColor: '#14532d', paddingBottom: 2 },
  linha: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb', paddingVertical: 1.5 },
  rotulo: { width: '42%', color: '#4a5560', paddingRight: 6 },
  valor: { width: '58%' },
  paragrafo: { marginBottom: 6, textAlign: 'justify' },
  local: { marginTop: 10, marginBottom: 26 },
  assinatura: { borderTopWidth: 0.75, borderTopColor: '#1f2933', width: 280, paddingTop: 2, marginBottom: 24 },
  rodape: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 7.5, color: '#4a5560', flexDirection: 'row', justifyContent: 'space-between' },
})

export interface PropsPdfCadastro {
  titulo: string
  /** 'dd/mm/aaaa hh:mm' of the submission, in the agency's time zone. */
  enviadoEm: string
  /** The day for the place-and-date line ('24 de novembro de 2026'). */
  data: string
  secoes: SecaoDoDocumento[]
  declaracoes: BlocoDeclaracao[]
  instrucao: string
}

/**
 * The filled registration form and its declarations as the PDF the applicant
 * signs (spec 3 §1: dated and signed, ICP-Brasil for digital signatures) and
 * the team receives by e-mail: the fields tab by tab, then each declaration
 * with its place, date and signature lines.
 */
export function PdfCadastro({ titulo, enviadoEm, data, secoes, declaracoes, instrucao }: PropsPdfCadastro) {
  return (
    <Document title={titulo} language="pt-BR" author="BADESUL Desenvolvimento S.A. – Agência de Fomento/RS" subject="Cadastro e declarações para assinatura">
      <Page size="A4" style={s.pagina}>
        <Text style={s.titulo}>{titulo}</Text>
        <Text style={s.sub}>Enviado pelo site em {enviadoEm}. {instrucao}</Text>
        {secoes.map((sec) => (
          <View key={sec.titulo}>
            {sec.titulo ? (
              <Text style={s.secao} minPresenceAhead={40}>
                {sec.titulo}
              </Text>
            ) : null}
            {sec.linhas.map((l, i) => (
              <View key={`${l.rotulo}-${i}`} style={s.linha} wrap={false}>
                <Text style={s.rotulo}>{l.rotulo}</Text>
                <Text style={s.valor}>{l.valor}</Text>
              </View>
            ))}
          </View>
        ))}
        {declaracoes.map((b, i) => (
          <View key={b.titulo} break={i > 0 || secoes.length > 0}>
            <Text style={s.secao}>{b.titulo}</Text>
            {b.paragrafos.map((p) => (
              <Text key={p} style={s.paragrafo}>
                {p}
              </Text>
            ))}
            <Text style={s.local}>Local: ______________________________________, {data}.</Text>
            {b.assinaturas.map((a) => (
              <View key={a.papel} style={s.assinatura} wrap={false}>
                <Text>{a.nome || a.papel}</Text>
                {a.nome ? <Text>{a.papel}</Text> : null}
                {a.documento ? <Text>CPF {a.documento}</Text> : null}
              </View>
            ))}
          </View>
        ))}
        <View style={s.rodape} fixed>
          <Text>{titulo}</Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  )
}
