import { Icone as Icone_0c4a7ff46395915b26af07d922c7b711 } from '@/components/admin/Marca'
import { Logo as Logo_0c4a7ff46395915b26af07d922c7b711 } from '@/components/admin/Marca'
import { AvisoAdministrador as AvisoAdministrador_cb5ae18874b1675c03912acf94d73c49 } from '@/components/admin/AvisoAdministrador'
import { SemAdministrador as SemAdministrador_f2a2f0c4da94f3d7af18123116a2756a } from '@/components/admin/SemAdministrador'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/Marca#Icone": Icone_0c4a7ff46395915b26af07d922c7b711,
  "@/components/admin/Marca#Logo": Logo_0c4a7ff46395915b26af07d922c7b711,
  "@/components/admin/AvisoAdministrador#AvisoAdministrador": AvisoAdministrador_cb5ae18874b1675c03912acf94d73c49,
  "@/components/admin/SemAdministrador#SemAdministrador": SemAdministrador_f2a2f0c4da94f3d7af18123116a2756a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
