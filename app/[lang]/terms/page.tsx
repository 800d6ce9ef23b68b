import { legalPage } from '../_components/legal-page'

const { generateMetadata, LegalPage } = legalPage('terms')

export { generateMetadata }
export default LegalPage
