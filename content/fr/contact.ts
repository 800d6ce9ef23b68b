import type { Dictionary } from '../en'

export const contact = {
  section: {
    eyebrow: 'Contact',
    heading: 'Lançons votre projet ensemble',
    intro:
      'Un site à créer, une marque à affirmer, du trafic à développer\u00a0? Dites-le-nous en quelques lignes\u00a0: un chef de projet lit chaque message.',
    detailsHeading: 'Nous joindre directement',
    emailLabel: 'E-mail',
    phoneLabel: 'Téléphone',
    addressLabel: 'Studio',
    responseTime: 'Nous répondons sous un jour ouvré, du lundi au vendredi, de 9\u00a0h à 18\u00a0h.',
  },
  form: {
    heading: 'Écrivez-nous',
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    namePlaceholder: 'Marie Dupont',
    emailPlaceholder: 'marie@entreprise.fr',
    messagePlaceholder: 'Votre projet, vos objectifs, vos délais…',
    honeypot: 'Laissez ce champ vide',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    privacyNote: 'Meridian Digital utilise vos coordonnées uniquement pour répondre à votre message et, si vous le demandez, pour vous adresser une proposition.',
    privacyLink: 'Comment nous traitons vos données',
    dismiss: 'Fermer la notification',
    success: { title: 'Message envoyé\u00a0!', body: 'Nous vous répondrons bientôt.' },
    errors: {
      nameRequired: 'Veuillez indiquer votre nom.',
      nameTooLong: 'Votre nom ne peut pas dépasser 100\u00a0caractères.',
      nameInvalid: 'Votre nom doit tenir sur une seule ligne.',
      emailRequired: 'Veuillez indiquer votre adresse e-mail.',
      emailInvalid: 'Veuillez saisir une adresse e-mail valide, par exemple nom@entreprise.fr.',
      emailTooLong: 'Cette adresse e-mail est trop longue.',
      messageRequired: 'Veuillez écrire votre message.',
      messageTooShort: 'Votre message doit comporter au moins 10\u00a0caractères.',
      messageTooLong: 'Votre message ne peut pas dépasser 5\u00a0000\u00a0caractères.',
    },
    failures: {
      invalid: 'Votre message n’a pas été envoyé\u00a0: vérifiez les champs signalés.',
      rateLimited:
        'Vous avez envoyé plusieurs messages en peu de temps. Patientez quelques minutes avant de réessayer, ou écrivez-nous directement par e-mail.',
      deliveryFailed:
        'Votre message n’a pas pu être envoyé pour le moment. Votre texte est conservé\u00a0: réessayez dans un instant, ou écrivez-nous directement par e-mail.',
    },
  },
} satisfies Dictionary['contact']
