import { createLocalReq } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { erroDeCampos } from '@/collections/erro-de-campo'
import { ListaDeProntidao } from '@/components/admin/PainelProntidao'
import { novoParDoMembro } from '@/server/servicos/denuncias/chaves'
import { ambienteDoCaptcha } from '@/server/adaptadores/captcha/ambiente'
import { ambienteDoEmail } from '@/server/adaptadores/email/ambiente'
import { lerAmbiente, type Variaveis } from '@/server/plataforma/env'
import { prontidaoDoSite } from '@/server/payload/prontidao-do-painel'

import { createStaffUser, getTestPayload } from './helpers'

/**
 * The administrators' readiness panel (issue 31) on a fresh install and once
 * configured: each line says what is missing and how to fix it.
 */
/** What the panel reads (the platform's address, the e-mail's and the captcha's slices) from a set of variables. */
const ler = (vars: Variaveis) => ({ ...lerAmbiente(vars), ...ambienteDoEmail.ler(vars), ...ambienteDoCaptcha.ler(vars) })
const SEM_NADA = ler({ PUBLIC_SITE_URL: 'http://localhost:3400' })
const CONFIGURADO = ler({
  PUBLIC_SITE_URL: 'http://localhost:3400',
  SMTP_URL: 'smtp://usuario:senha@correio.example:587',
  ALTCHA_HMAC_KEY: 'k'.repeat(40),
})

describe('prontidão do site', () => {
  it('a fresh install: no SMTP, no key, another address, a derived captcha key; then all ready', async () => {
    const payload = await getTestPayload()
    const antes = await prontidaoDoSite(payload, 'http://127.0.0.1:3400', SEM_NADA)
    expect(antes.map((i) => [i.titulo, i.pronto])).toEqual([
      ['E-mail', false],
      ['Canal de denúncias', false],
      ['Endereço do site', false],
      ['Captcha', false],
    ])
    expect(antes[0]!.detalhe).toBe(
      'SMTP_URL não está definido: os e-mails ficam na caixa de saída (Mensagens) e nada chega às equipes nem aos cidadãos. Defina SMTP_URL (ex.: smtp://usuario:senha@servidor:587) e reinicie o site.',
    )
    expect(antes[1]!.detalhe).toBe(
      'Nenhum membro da integridade tem chave aprovada: a página de denúncias mostra o canal como indisponível. Dê o papel "integridade" a uma conta; a pessoa entra e cria a chave em "Minha chave da integridade".',
    )
    expect(antes[2]!.detalhe).toBe(
      'Você acessou por http://127.0.0.1:3400, mas o endereço configurado é http://localhost:3400 (PUBLIC_SITE_URL). A equipe só entra no back-office pelo endereço configurado: use http://localhost:3400/admin ou ajuste PUBLIC_SITE_URL e reinicie o site.',
    )
    const html = renderToStaticMarkup(ListaDeProntidao({ itens: antes }))
    expect(html).toContain('Faltam 4 itens de configuração:')
    expect(html).toContain('✗ Canal de denúncias: pendente.')

    // A pending key does not count; an approved one whose account holds the role does.
    const membro = await createStaffUser(['integridade'])
    const par = await novoParDoMembro('frase secreta do primeiro membro')
    const data = { usuario: membro.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada as unknown as Record<string, unknown> }
    const chave = await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { ...data, pendente: true } })
    expect((await prontidaoDoSite(payload, 'http://localhost:3400', CONFIGURADO))[1]!.pronto).toBe(false)
    await payload.update({ collection: 'membros-integridade', id: chave.id, overrideAccess: true, data: { pendente: false } })

    const depois = await prontidaoDoSite(payload, 'http://localhost:3400', CONFIGURADO)
    expect(depois.map((i) => i.pronto)).toEqual([true, true, true, true])
    expect(depois[1]!.detalhe).toBe('1 membro da integridade com chave aprovada: o canal recebe denúncias.')
    expect(depois[2]!.detalhe).toBe('O endereço configurado (PUBLIC_SITE_URL) é o mesmo pelo qual você acessou: http://localhost:3400.')
    expect(renderToStaticMarkup(ListaDeProntidao({ itens: depois }))).toContain('Tudo pronto.')
  }, 60_000)
})

describe('validação em português', () => {
  it("a hook's refusal names the field by its label, in Portuguese", async () => {
    const payload = await getTestPayload()
    const req = await createLocalReq({}, payload)
    const erro = erroDeCampos(req, 'manifestacoes-ouvidoria', [{ path: 'resposta', message: 'Escreva a resposta.' }])
    expect(erro.message).toBe('O campo a seguir está inválido: Resposta ao cidadão')
    expect(erro.data.errors).toEqual([{ path: 'resposta', label: 'Resposta ao cidadão', message: 'Escreva a resposta.' }])
  })
})
