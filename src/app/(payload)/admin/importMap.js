import { CampoSegundoFator as CampoSegundoFator_5932e74de5f49ba2dceb61d69a3ea9a6 } from '@/components/admin/CampoSegundoFator'
import { LinkConvidar as LinkConvidar_20137145d51f0ef038cd452df50d6bb6 } from '@/components/admin/Convidar'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { JsonLegivel as JsonLegivel_943ab3e20b5e0cb0f356cddb6dd85938 } from '@/components/admin/JsonLegivel'
import { CelulaPrazo as CelulaPrazo_4f74353cf26f01ed9d63f643a3a18cc3 } from '@/components/admin/CelulaPrazo'
import { CelulaFormatada as CelulaFormatada_9d9b959a1ef35d3139b03beeb2b38e30 } from '@/components/admin/CelulaFormatada'
import { BotaoExportar as BotaoExportar_4e9268afae1f04aab001547121b7b23d } from '@/components/admin/BotaoExportar.client'
import { LinkPdfCadastro as LinkPdfCadastro_30d2941347d9c835542c7604bafbe2a8 } from '@/components/admin/LinkPdfCadastro'
import { CadastroLegivel as CadastroLegivel_41f8455e740500354a10a00daf9185cc } from '@/components/admin/CadastroLegivel'
import { AnexosDoCaso as AnexosDoCaso_1f5d2e5c3f138eeb241134f27fd40e0a } from '@/components/admin/AnexosDoCaso'
import { AvisoSemSmtp as AvisoSemSmtp_198df491584c81f58167e976a0b4fd89 } from '@/components/admin/AvisoSemSmtp'
import { AbrirDenuncia as AbrirDenuncia_ab17f72ebf7fe280480dfac62d7f763e } from '@/components/admin/AbrirDenuncia.client'
import { AprovarChave as AprovarChave_2720fc0ec64dc0fd14c50c494881de54 } from '@/components/admin/AprovarChave.client'
import { CelulaCompartilhamento as CelulaCompartilhamento_f3246bfacecc7f63ebb81849eed27457 } from '@/components/admin/CelulaCompartilhamento'
import { QueryPresetsWhereCell as QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereField as QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnsCell as QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnField as QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByCell as QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByField as QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { Icone as Icone_0c4a7ff46395915b26af07d922c7b711 } from '@/components/admin/Marca'
import { Logo as Logo_0c4a7ff46395915b26af07d922c7b711 } from '@/components/admin/Marca'
import { LinkMinhaChave as LinkMinhaChave_a3e5e69c84d2d1409dd11bf165fd5a8a } from '@/components/admin/LinkMinhaChave'
import { PainelProntidao as PainelProntidao_f121776a9d4b0107eeeb342792622e11 } from '@/components/admin/PainelProntidao'
import { SuaFila as SuaFila_4bf2eda98bca2a2871bf62a2e7fb871a } from '@/components/admin/fila/SuaFila'
import { AvisoEndereco as AvisoEndereco_1f019f2f665cb01005fbc7db59fbae33 } from '@/components/admin/AvisoEndereco'
import { AvisoAdministrador as AvisoAdministrador_cb5ae18874b1675c03912acf94d73c49 } from '@/components/admin/AvisoAdministrador'
import { AutocompletarSenhas as AutocompletarSenhas_197f14e248b656cd3b8fb4f594e289f2 } from '@/components/admin/AutocompletarSenhas.client'
import { SemAdministrador as SemAdministrador_f2a2f0c4da94f3d7af18123116a2756a } from '@/components/admin/SemAdministrador'
import { SegundoFator as SegundoFator_0742f5ffb50fda2e1c1305fdaeaf8c07 } from '@/components/admin/SegundoFator'
import { MinhaChave as MinhaChave_5af3e975ec6f8aaf978687e8192a7ffc } from '@/components/admin/MinhaChave'
import { Convidar as Convidar_20137145d51f0ef038cd452df50d6bb6 } from '@/components/admin/Convidar'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/CampoSegundoFator#CampoSegundoFator": CampoSegundoFator_5932e74de5f49ba2dceb61d69a3ea9a6,
  "@/components/admin/Convidar#LinkConvidar": LinkConvidar_20137145d51f0ef038cd452df50d6bb6,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/JsonLegivel#JsonLegivel": JsonLegivel_943ab3e20b5e0cb0f356cddb6dd85938,
  "@/components/admin/CelulaPrazo#CelulaPrazo": CelulaPrazo_4f74353cf26f01ed9d63f643a3a18cc3,
  "@/components/admin/CelulaFormatada#CelulaFormatada": CelulaFormatada_9d9b959a1ef35d3139b03beeb2b38e30,
  "@/components/admin/BotaoExportar.client#BotaoExportar": BotaoExportar_4e9268afae1f04aab001547121b7b23d,
  "@/components/admin/LinkPdfCadastro#LinkPdfCadastro": LinkPdfCadastro_30d2941347d9c835542c7604bafbe2a8,
  "@/components/admin/CadastroLegivel#CadastroLegivel": CadastroLegivel_41f8455e740500354a10a00daf9185cc,
  "@/components/admin/AnexosDoCaso#AnexosDoCaso": AnexosDoCaso_1f5d2e5c3f138eeb241134f27fd40e0a,
  "@/components/admin/AvisoSemSmtp#AvisoSemSmtp": AvisoSemSmtp_198df491584c81f58167e976a0b4fd89,
  "@/components/admin/AbrirDenuncia.client#AbrirDenuncia": AbrirDenuncia_ab17f72ebf7fe280480dfac62d7f763e,
  "@/components/admin/AprovarChave.client#AprovarChave": AprovarChave_2720fc0ec64dc0fd14c50c494881de54,
  "@/components/admin/CelulaCompartilhamento#CelulaCompartilhamento": CelulaCompartilhamento_f3246bfacecc7f63ebb81849eed27457,
  "@payloadcms/next/client#QueryPresetsWhereCell": QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereField": QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnsCell": QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnField": QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByCell": QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByField": QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40,
  "@/components/admin/Marca#Icone": Icone_0c4a7ff46395915b26af07d922c7b711,
  "@/components/admin/Marca#Logo": Logo_0c4a7ff46395915b26af07d922c7b711,
  "@/components/admin/LinkMinhaChave#LinkMinhaChave": LinkMinhaChave_a3e5e69c84d2d1409dd11bf165fd5a8a,
  "@/components/admin/PainelProntidao#PainelProntidao": PainelProntidao_f121776a9d4b0107eeeb342792622e11,
  "@/components/admin/fila/SuaFila#SuaFila": SuaFila_4bf2eda98bca2a2871bf62a2e7fb871a,
  "@/components/admin/AvisoEndereco#AvisoEndereco": AvisoEndereco_1f019f2f665cb01005fbc7db59fbae33,
  "@/components/admin/AvisoAdministrador#AvisoAdministrador": AvisoAdministrador_cb5ae18874b1675c03912acf94d73c49,
  "@/components/admin/AutocompletarSenhas.client#AutocompletarSenhas": AutocompletarSenhas_197f14e248b656cd3b8fb4f594e289f2,
  "@/components/admin/SemAdministrador#SemAdministrador": SemAdministrador_f2a2f0c4da94f3d7af18123116a2756a,
  "@/components/admin/SegundoFator#SegundoFator": SegundoFator_0742f5ffb50fda2e1c1305fdaeaf8c07,
  "@/components/admin/MinhaChave#MinhaChave": MinhaChave_5af3e975ec6f8aaf978687e8192a7ffc,
  "@/components/admin/Convidar#Convidar": Convidar_20137145d51f0ef038cd452df50d6bb6,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
