import { legalBody } from '../_components/legal-body'
import { sectionMetadata, sectionPage } from '../_components/section-page'

export const generateMetadata = sectionMetadata('terms')

export default sectionPage('terms', legalBody('terms'))
