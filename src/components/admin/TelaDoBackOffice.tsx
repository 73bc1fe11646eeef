import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/** A custom back-office screen inside Payload's own frame (menu, header), with its one h1. */
export function TelaDoBackOffice({ props, titulo, children }: { props: AdminViewServerProps; titulo: string; children: ReactNode }) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div id="conteudo-da-tela">
          <h1 style={{ margin: '1.5rem 0 1rem' }}>{titulo}</h1>
          {children}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
