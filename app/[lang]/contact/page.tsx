import { sendContactMessage } from '@/lib/contact/action'
import { getContactDetails } from '@/lib/contact/details'
import { ContactSection } from '@/components/sections/contact-section'
import { sectionMetadata, sectionPage } from '../_components/section-page'

export const generateMetadata = sectionMetadata('contact')

export default sectionPage(
  'contact',
  ({ lang, dict }) => (
    <ContactSection lang={lang} copy={dict.contact} contact={getContactDetails(lang)} send={sendContactMessage} showHeading={false} />
  ),
  { eyebrow: (dict) => dict.contact.section.eyebrow },
)
