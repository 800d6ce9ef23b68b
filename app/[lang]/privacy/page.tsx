import { legalBody } from '../_components/legal-body'
import { sectionMetadata, sectionPage } from '../_components/section-page'

export const generateMetadata = sectionMetadata('privacy')

export default sectionPage('privacy', legalBody('privacy'))
