import { describe, expect, it } from 'vitest'

import { ambienteDoArmazenamento } from './ambiente'

describe('armazenamento S3', () => {
  const ler = ambienteDoArmazenamento.ler

  it('sem S3_BUCKET os arquivos ficam no disco', () => {
    expect(ler({}).s3).toBeUndefined()
  })

  it('com S3_BUCKET: endereço, região, estilo de caminho e credenciais', () => {
    const e = ler({ S3_BUCKET: 'fomento', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'segredo' })
    expect(e.s3).toEqual({ bucket: 'fomento', endpoint: 'http://minio:9000', regiao: 'us-east-1', caminhoNoEndereco: true, credenciais: { accessKeyId: 'id', secretAccessKey: 'segredo' } })
    expect(ler({ S3_BUCKET: 'fomento' }).s3).toEqual({ bucket: 'fomento', endpoint: undefined, regiao: 'us-east-1', caminhoNoEndereco: false, credenciais: undefined })
  })

  it('um conjunto incompleto ou um valor inválido para a partida com uma mensagem que diz o que falta', () => {
    const cabecalho = 'Configuração inválida nas variáveis de ambiente:\n'
    expect(() => ler({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(`${cabecalho}  - S3_BUCKET: obrigatório quando outra variável S3_* é informada`)
    expect(() => ler({ S3_BUCKET: 'fomento', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      `${cabecalho}  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: informe as duas, ou nenhuma (credenciais do ambiente)`,
    )
    expect(() => ler({ S3_BUCKET: 'fomento', S3_FORCE_PATH_STYLE: 'sim' })).toThrow(`${cabecalho}  - S3_FORCE_PATH_STYLE: deve ser true ou false`)
  })
})
