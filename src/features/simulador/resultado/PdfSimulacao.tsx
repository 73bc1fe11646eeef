import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer'

import { totaisDaTabela } from '@/domain/amortizacao'
import { formatarReais } from '@/domain/validacao'

import { AVISO_SIMULACAO, condicoesDoResultado, explicacaoDoCet, type Resultado } from './resultado'

const s = StyleSheet.create({
  pagina: { padding: 36, fontSize: 9, fontFamily: 'Helvetica', color: '#1f2933' },
  titulo: { fontSize: 16, fontFamily: 'Helvetica-Bold', color: '#14532d', marginBottom: 6 },
  cet: { marginBottom: 4 },
  aviso: { marginVertical: 8, padding: 6, backgroundColor: '#fffbeb' },
  condicoes: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 10 },
  condicao: { width: '33%', marginBottom: 4 },
  rotulo: { color: '#4a5560' },
  linha: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', paddingVertical: 2 },
  cabecalho: { flexDirection: 'row', backgroundColor: '#14532d', color: '#ffffff', paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  mes: { width: '10%', paddingLeft: 4 },
  num: { width: '22.5%', textAlign: 'right', paddingRight: 4 },
  total: { flexDirection: 'row', paddingVertical: 3, fontFamily: 'Helvetica-Bold', borderTopWidth: 1 },
  rodape: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: '#4a5560', flexDirection: 'row', justifyContent: 'space-between' },
})

/** The simulation as a PDF document: conditions, disclaimer, the whole table with totals. */
export function PdfSimulacao({ resultado, geradoEm }: { resultado: Resultado; geradoEm: string }) {
  const t = resultado.periodoAmortizacao
  const cet = explicacaoDoCet(resultado)
  const totais = totaisDaTabela(t)
  return (
    <Document title="Simulação de financiamento" language="pt-BR" author="Agência de Fomento">
      <Page size="A4" style={s.pagina}>
        <Text style={s.titulo}>Simulação de financiamento</Text>
        <View style={s.condicoes}>
          {condicoesDoResultado(resultado).map(([r, v]) => (
            <Text key={r} style={s.condicao}>
              <Text style={s.rotulo}>{r}: </Text>
              {v}
            </Text>
          ))}
        </View>
        {cet && <Text style={s.cet}>{cet}</Text>}
        <Text style={s.aviso}>{AVISO_SIMULACAO}</Text>
        <View style={s.cabecalho} fixed>
          <Text style={s.mes}>Mês</Text>
          <Text style={s.num}>Saldo devedor</Text>
          <Text style={s.num}>Amortização</Text>
          <Text style={s.num}>Juros</Text>
          <Text style={s.num}>Prestação</Text>
        </View>
        {t.map((p) => (
          <View key={p.mes} style={s.linha} wrap={false}>
            <Text style={s.mes}>{p.mes}</Text>
            <Text style={s.num}>{formatarReais(p.saldoDevedor)}</Text>
            <Text style={s.num}>{formatarReais(p.amortizacao)}</Text>
            <Text style={s.num}>{formatarReais(p.juros)}</Text>
            <Text style={s.num}>{formatarReais(p.prestacao)}</Text>
          </View>
        ))}
        <View style={s.total}>
          <Text style={s.mes}>Total</Text>
          <Text style={s.num}> </Text>
          <Text style={s.num}>{formatarReais(totais.amortizacao)}</Text>
          <Text style={s.num}>{formatarReais(totais.juros)}</Text>
          <Text style={s.num}>{formatarReais(totais.prestacao)}</Text>
        </View>
        <View style={s.rodape} fixed>
          <Text>Gerado em {geradoEm}</Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  )
}
