// Same image under the legacy file browser's address (spec 1 §7).
export { GET } from '../../../../fas/noticias/image/[nome]/route'
