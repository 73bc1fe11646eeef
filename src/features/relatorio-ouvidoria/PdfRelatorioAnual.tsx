import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'

import { NATUREZAS_MANIFESTACAO } from '@/domain/ouvidoria/manifestacao'
import { mesPorExtenso, type PrestacaoDeContas } from '@/domain/ouvidoria/prestacao-contas'

import { indicadoresDoRelatorio, NOTA_METODO } from './textos'

const s = StyleSheet.create({
  pagina: { padding: 36, fontSize: 9, fontFamily: 'Helvetica', color: '#1f2933' },
  titulo: { fontSize: 16, fontFamily: 'Helvetica-Bold', color: '#14532d', marginBottom: 8 },
  indicador: { marginBottom: 3 },
  rotulo: { color: '#4a5560' },
  cabecalho: { flexDirection: 'row', backgroundColor: '#14532d', color: '#ffffff', paddingVertical: 3, fontFamily: 'Helvetica-Bold', marginTop: 10 },
  linha: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', paddingVertical: 2 },
  total: { flexDirection: 'row', paddingVertical: 3, fontFamily: 'Helvetica-Bold', borderTopWidth: 1 },
  mes: { width: '23%', paddingLeft: 4 },
  num: { width: '11%', textAlign: 'right', paddingRight: 4 },
  nota: { marginTop: 12, color: '#4a5560' },
})

/** The ombudsman's annual report (Lei 13.460/2017 art. 15) as a PDF: the same figures and table as the page. */
export function PdfRelatorioAnual({ ano, contas, geradoEm }: { ano: number; contas: PrestacaoDeContas; geradoEm: string }) {
  return (
    <Document title={`Relatório anual da Ouvidoria ${ano}`} language="pt-BR" author="Agência de Fomento">
      <Page size="A4" style={s.pagina}>
        <Text style={s.titulo}>Relatório anual da Ouvidoria — {ano}</Text>
        {indicadoresDoRelatorio(contas).map(([r, v]) => (
          <Text key={r} style={s.indicador}>
            <Text style={s.rotulo}>{r}: </Text>
            {v}
          </Text>
        ))}
        <View style={s.cabecalho}>
          <Text style={s.mes}>Mês</Text>
          {NATUREZAS_MANIFESTACAO.map((n) => (
            <Text key={n} style={s.num}>{n}</Text>
          ))}
          <Text style={s.num}>Total</Text>
        </View>
        {contas.porMes.map((m) => (
          <View key={m.mes} style={s.linha} wrap={false}>
            <Text style={s.mes}>{mesPorExtenso(m.mes)}</Text>
            {NATUREZAS_MANIFESTACAO.map((n) => (
              <Text key={n} style={s.num}>{m.porNatureza[n]}</Text>
            ))}
            <Text style={s.num}>{m.total}</Text>
          </View>
        ))}
        <View style={s.total}>
          <Text style={s.mes}>Total</Text>
          {NATUREZAS_MANIFESTACAO.map((n) => (
            <Text key={n} style={s.num}>{contas.porNatureza[n]}</Text>
          ))}
          <Text style={s.num}>{contas.total}</Text>
        </View>
        <Text style={s.nota}>{NOTA_METODO}</Text>
        <Text style={s.nota}>Gerado em {geradoEm}</Text>
      </Page>
    </Document>
  )
}
