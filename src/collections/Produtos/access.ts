import type { Access } from 'payload'

import { onlyRoles, publishedOrRoles } from '@/access/roles'

/** Visitors read published products; content and commercial staff also see drafts. */
export const lerProdutos: Access = publishedOrRoles('admin', 'editor', 'comercial')

/** Products are public content: written by editors and administrators. */
export const editarProdutos: Access = onlyRoles('admin', 'editor')
