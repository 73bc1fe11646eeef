import { z } from 'zod'

import { AmbienteInvalido, fatiaDoAmbiente } from '../../plataforma/env'

export interface ConfiguracaoS3 {
  bucket: string
  endpoint?: string
  regiao: string
  caminhoNoEndereco: boolean
  /** Absent: the SDK's own chain (instance role, AWS_* variables). */
  credenciais?: { accessKeyId: string; secretAccessKey: string }
}

/**
 * The file storage's variables: uploaded files on an S3-compatible store (`s3`, with S3_BUCKET),
 * else on local disk under DATA_DIR. An incomplete set is an error naming what is missing.
 */
export const ambienteDoArmazenamento = fatiaDoAmbiente(
  {
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url('deve ser uma URL completa, ex.: https://s3.exemplo.gov.br').optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'deve ser true ou false').default('false').transform((v) => v === 'true'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  },
  (v): { s3?: ConfiguracaoS3 } => {
    const outros = [v.S3_ENDPOINT, v.S3_ACCESS_KEY_ID, v.S3_SECRET_ACCESS_KEY].some(Boolean)
    if (!v.S3_BUCKET) {
      if (outros) throw new AmbienteInvalido(['  - S3_BUCKET: obrigatório quando outra variável S3_* é informada'])
      return {}
    }
    if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
      throw new AmbienteInvalido(['  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: informe as duas, ou nenhuma (credenciais do ambiente)'])
    }
    const credenciais = v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY } : undefined
    return { s3: { bucket: v.S3_BUCKET, endpoint: v.S3_ENDPOINT, regiao: v.S3_REGION, caminhoNoEndereco: v.S3_FORCE_PATH_STYLE, credenciais } }
  },
)
