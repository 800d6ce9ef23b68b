import { legalPage } from '../_components/legal-page'

const { generateMetadata, LegalPage } = legalPage('privacy')

export { generateMetadata }
export default LegalPage
