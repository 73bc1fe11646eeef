import type { Access } from 'payload'

import { onlyRoles, publishedOrRoles } from '@/access/roles'

/** Visitors read published news; the communication staff (editors) also see drafts and scheduled items. */
export const lerNoticias: Access = publishedOrRoles('admin', 'editor')

/** News is written by editors and administrators. */
export const editarNoticias: Access = onlyRoles('admin', 'editor')
