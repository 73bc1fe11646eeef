import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * Runs `trabalho` in a transaction of its own, on a fresh local request it must pass to every
 * read and write: committed when it returns, rolled back (and the error passed on) when it throws,
 * so what it writes is stored whole or not at all.
 */
export async function emTransacao<T>(payload: Payload, trabalho: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const resultado = await trabalho(req)
    await commitTransaction(req)
    return resultado
  } catch (erro) {
    await killTransaction(req)
    throw erro
  }
}
