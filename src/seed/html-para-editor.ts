import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'

/**
 * Converts HTML bodies (demo content, legacy imports) into the rich-text
 * editor's document, so staff can edit them in the back-office.
 */
export async function criarConversorHtml(payload: Payload): Promise<(html: string) => ReturnType<typeof convertHTMLToLexical>> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (html) => convertHTMLToLexical({ editorConfig, html, JSDOM })
}
