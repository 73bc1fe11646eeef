import { FixedToolbarFeature, HeadingFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

/**
 * The rich-text editor of content bodies: headings from h2 (the page has the
 * h1), lists, links, quotes and rules. No uploads, relationships, blocks,
 * colours or alignment: the body must convert to the plain, sanitised HTML the
 * legacy API returns (decision 0001).
 */
export const editorDeConteudo = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter(
      (f) => !['relationship', 'upload', 'blocks', 'align', 'indent', 'heading', 'inlineCode', 'checklist'].includes(f.key),
    ),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    FixedToolbarFeature(),
  ],
})
