import { describe, expect, it } from 'vitest'

import { versaoDoConteudo } from '@/server/plataforma/cache/versao-conteudo'
import { noticiaPorId } from '@/dados/noticias'

import { anonymous, getTestPayload } from './helpers'

describe('publicação agendada de notícias', () => {
  it('a scheduled item stays hidden until its time, then the job publishes it and the page cache is dropped', async () => {
    const payload = await getTestPayload()
    const rascunho = await payload.create({
      collection: 'noticias',
      data: { titulo: 'Edital de inovação abre amanhã', resumo: 'Inscrições a partir de amanhã.', corpo: '<p>Texto.</p>', data: new Date().toISOString(), _status: 'draft' },
      draft: true,
    })
    // An hour ahead, so "before its time" holds however slow the machine is.
    const quando = new Date(Date.now() + 3_600_000)
    const tarefa = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'noticias', value: rascunho.id } },
      waitUntil: quando,
    })
    // Before its time the job does not run, and visitors do not see the item.
    await payload.jobs.run()
    expect((await payload.find({ collection: 'noticias', ...anonymous })).docs).toHaveLength(0)

    // Its time comes (the job's due date moves to the past, instead of the test sleeping through it).
    await payload.update({ collection: 'payload-jobs', id: tarefa.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const antes = versaoDoConteudo()
    await payload.jobs.run()
    expect(versaoDoConteudo()).toBeGreaterThan(antes)
    const visiveis = await payload.find({ collection: 'noticias', ...anonymous })
    expect(visiveis.docs.map((d) => d.titulo)).toEqual(['Edital de inovação abre amanhã'])
    expect(await noticiaPorId(rascunho.id)).toMatchObject({ titulo: 'Edital de inovação abre amanhã' })
  })
})
