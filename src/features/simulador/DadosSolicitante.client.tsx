'use client'

import { useEffect, useState } from 'react'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import { Formulario } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import type { Opcao } from '@/domain/formulario/catalogo'
import type { ErroDeCampo } from '@/domain/formulario/erros'
import { SIMULACAO } from '@/domain/simulador/submissao'
import { catalogoDe } from '@/domain/submissao/definicao'

import { esquemaSolicitante, type DadosSolicitante as Dados } from './schema'

const CATALOGO = catalogoDe(SIMULACAO)

/** Before the list arrives, the default state is already there. */
const ESTADO_PADRAO: Opcao[] = [{ valor: 'RS', rotulo: 'Rio Grande do Sul' }]

/** Failures to load states or cities are only logged; the lists stay empty (spec 1 §8). */
async function buscarLista<T>(url: string): Promise<T[]> {
  try {
    const r = await fetch(url)
    if (!r.ok) throw new Error(`HTTP ${r.status}`)
    return (await r.json()) as T[]
  } catch (erro) {
    console.error('Erro ao carregar', url, erro)
    return []
  }
}

/** The states and the chosen state's municipalities, for the UF select and the city suggestions. */
function useLocalidades(uf: string) {
  const [estados, setEstados] = useState<Opcao[]>(ESTADO_PADRAO)
  const [municipios, setMunicipios] = useState<Opcao[]>([])
  useEffect(() => {
    void buscarLista<{ sigla: string; nome: string }>('/localidades/estados').then((l) => {
      if (l.length) setEstados(l.map((e) => ({ valor: e.sigla, rotulo: e.nome })))
    })
  }, [])
  useEffect(() => {
    if (!uf) return
    void buscarLista<{ nome: string }>(`/localidades/estados/${uf}/municipios`).then((l) => setMunicipios(l.map((m) => ({ valor: m.nome, rotulo: m.nome }))))
  }, [uf])
  return { estados, municipios }
}

/**
 * Step 5: the applicant (spec 1 §2.5, §5), written in the form kit. Each field
 * shows its message once touched; Finalizar is enabled only when every field is
 * valid; a field the server refused comes back with its message.
 */
export function DadosSolicitante({ inicial, aoFinalizar, erroServidor }: { inicial: Dados; aoFinalizar: (d: Dados) => void; erroServidor?: ErroDeCampo[] }) {
  const [uf, setUf] = useState(inicial.uf)
  const { estados, municipios } = useLocalidades(uf)
  return (
    <Formulario
      id="sim"
      catalogo={CATALOGO}
      widgets={WIDGETS_EXTRAS}
      esquema={esquemaSolicitante}
      valoresIniciais={inicial}
      errosIniciais={erroServidor}
      fontes={{ estados, municipios }}
      rotuloEnviar="Finalizar"
      desabilitarAteValido={{ dica: 'Preencha todos os campos corretamente para finalizar.' }}
      aoMudar={(v) => setUf(typeof v.uf === 'string' ? v.uf : '')}
      enviar={(d) => {
        aoFinalizar(d)
        return Promise.resolve({ ok: true })
      }}
    >
      <CamposDoCatalogo />
    </Formulario>
  )
}
