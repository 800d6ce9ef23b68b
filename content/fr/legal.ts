import type { LegalDocument, LegalFacts } from '@/lib/legal'
import type { Dictionary } from '../en'

const address = (site: LegalFacts) =>
  `${site.address.street}, ${site.address.postalCode}\u00a0${site.address.city}, France`

/** L’adresse postale de l’hébergeur, avec le nom de son pays en français (« États-Unis »). */
const hostAddress = (site: LegalFacts) =>
  `${site.host.address}, ${new Intl.DisplayNames(['fr'], { type: 'region' }).of(site.host.country)}`

/** Le nom d’un pays en français (« France », « États-Unis »). */
const countryName = (code: string) => new Intl.DisplayNames(['fr'], { type: 'region' }).of(code) ?? code

/** Ce que l’article 13.1.f du RGPD demande de dire des messages : transférés hors de l’Union ou non. */
const mailTransfer = (site: LegalFacts) =>
  site.mail.inEu
    ? `${site.mail.name} héberge les messages dans l’Union européenne${N}: ils n’en sortent pas.`
    : `${site.mail.name}, établi hors de l’Union européenne (${countryName(site.mail.country)}), reçoit les messages${N}: ce transfert repose sur les mêmes garanties.`

// Espace insécable avant « : ; ! ? » et à l’intérieur des guillemets.
const N = '\u00a0'

export const legal = {
  updated: '2026-11-27',
  lastUpdated: (date: string) => `Dernière mise à jour${N}: ${date}`,
  contents: 'Sommaire',
  privacy: (site: LegalFacts): LegalDocument => ({
    intro: [
      `Ce site est édité par la société ${site.company.legalName} (ci-après «${N}nous${N}»). La présente politique explique quelles données personnelles le site collecte, pourquoi, combien de temps nous les conservons, qui les reçoit et comment exercer vos droits au titre du règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés. Elle vous donne les informations prévues par l’article 13 du RGPD.`,
      `En bref${N}: nous ne collectons que ce que vous saisissez dans le formulaire de contact, nous mesurons l’audience sans cookie, et nous ne vendons ni ne partageons jamais vos données à des fins publicitaires.`,
    ],
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          `Le responsable du traitement est ${site.company.legalName}, ${site.company.legalForm} au capital de ${site.company.shareCapital}, immatriculée au ${site.company.rcs}, dont le siège social est situé au ${address(site)}.`,
          `Pour toute question sur vos données, écrivez-nous à ${site.email}.`,
          `Nous n’avons pas désigné de délégué à la protection des données (DPO)${N}: nos traitements ne l’imposent pas (article 37 du RGPD). ${site.company.publicationDirector}, directrice de la publication, répond à toute demande relative à vos données.`,
        ],
      },
      {
        heading: 'Données collectées et finalités',
        subsections: [
          {
            heading: 'Le formulaire de contact',
            paragraphs: [
              `Lorsque vous nous écrivez au moyen du formulaire de contact, nous recevons votre nom, votre adresse e-mail et votre message, ainsi que la langue de la page utilisée. Les trois champs sont obligatoires${N}: sans eux, nous ne pouvons pas vous répondre.`,
              `Nous les utilisons uniquement pour répondre à votre message et, si vous le demandez, pour établir une proposition. Bases légales${N}: pour vous répondre, notre intérêt légitime à donner suite aux messages reçus (article 6.1.f du RGPD)${N}; pour établir une proposition à votre demande, l’exécution de mesures précontractuelles (article 6.1.b du RGPD).`,
              `Avant d’arriver dans notre messagerie, votre message attend dans une file d’envoi sur notre serveur, qui le transmet dès que notre prestataire de messagerie l’accepte. Une fois le message transmis, la file en garde une copie 7${N}jours au plus, pour ne jamais l’envoyer deux fois.`,
              `Pour protéger le formulaire contre les abus, nous limitons le nombre de messages envoyés depuis une même adresse IP (pour une adresse IPv6, son réseau${N}/64). Le compteur associé à l’adresse est conservé 10${N}minutes au plus, puis effacé automatiquement${N}: dans la mémoire du serveur ou, lorsque le site fonctionne sur plusieurs serveurs, dans la base de données qu’ils partagent (Redis). Pour limiter aussi le nombre de messages en attente d’une même adresse, celle-ci accompagne votre message tant qu’il attend d’être remis (le plus souvent quelques secondes), puis elle est effacée dès sa remise, son refus définitif ou sa suppression. L’adresse n’est utilisée à aucune autre fin. Base légale${N}: notre intérêt légitime à sécuriser le service (article 6.1.f du RGPD).`,
            ],
          },
          {
            heading: 'Mesure d’audience sans cookie',
            paragraphs: [
              `Nous utilisons Vercel Web Analytics pour compter les visites et les pages vues, et Vercel Speed Insights pour mesurer la vitesse de chargement de nos pages. Ni l’un ni l’autre ne dépose de cookie ni n’enregistre quoi que ce soit sur votre appareil, et aucun ne vous identifie ni ne vous suit d’un site à l’autre${N}: un visiteur n’est reconnu qu’au cours d’une même journée, grâce à un identifiant temporaire calculé à partir de la requête et supprimé au bout de 24${N}heures.`,
              `Ils enregistrent la page consultée, le site d’origine, le type de navigateur, de système d’exploitation et d’appareil, le pays et les temps de chargement. Base légale${N}: notre intérêt légitime à comprendre l’usage du site et à le garder rapide (article 6.1.f du RGPD). Cette mesure d’audience remplit les conditions que la CNIL fixe pour l’exemption de consentement (article 82 de la loi Informatique et Libertés)${N}: elle sert uniquement à produire, pour nous seuls, des statistiques anonymes et agrégées${N}; elle n’est ni recoupée avec d’autres traitements ni transmise à des tiers, et elle ne vous suit sur aucun autre site${N}; l’identifiant journalier ne vit que 24${N}heures. Elle ne requiert donc pas votre consentement, mais vous pouvez vous y opposer à tout moment (article 21 du RGPD)${N}: bloquez nos scripts de mesure avec un bloqueur de contenu ou désactivez JavaScript, et le site reste lisible. Faute de vous identifier, nous ne pourrions pas retrouver vos visites à partir d’un e-mail.`,
            ],
          },
          {
            heading: 'Vos préférences d’affichage',
            paragraphs: [`Deux préférences restent sur votre appareil pour que le site s’affiche comme vous l’avez choisi${N}:`],
            items: [
              `le thème de couleurs (clair ou sombre), enregistré dans le stockage local de votre navigateur sous la clé «${N}theme${N}»${N}; il ne quitte jamais votre appareil${N};`,
              `la langue choisie, enregistrée pendant 12${N}mois dans un cookie nommé NEXT_LOCALE${N}; votre navigateur l’envoie à notre serveur pour que le site s’ouvre dans votre langue.`,
            ],
          },
          {
            heading: 'Journaux techniques',
            paragraphs: [
              `Comme tout serveur web, notre hébergeur enregistre des journaux techniques (adresse IP, date et heure, page demandée, navigateur) pour faire fonctionner et sécuriser le service. Base légale${N}: notre intérêt légitime à assurer la sécurité du site (article 6.1.f du RGPD).`,
            ],
          },
        ],
      },
      {
        heading: 'Durées de conservation',
        items: [
          `Messages de contact${N}: le temps nécessaire au traitement de votre demande, puis au maximum 3${N}ans après notre dernier échange si aucun contrat ne s’ensuit. Si vous devenez client, pendant la durée du contrat, puis pendant les durées imposées par la loi (par exemple 10${N}ans pour les pièces comptables).`,
          `Copie technique des messages dans la file d’envoi de notre serveur${N}: jusqu’à leur transmission à notre messagerie, puis 7${N}jours au plus. Un message que notre messagerie refuse définitivement est mis de côté le temps que nous le transmettions nous-mêmes, 30${N}jours au plus.`,
          `Adresses IP utilisées contre les abus${N}: 10${N}minutes au plus, puis effacement automatique${N}; jointe à un message en attente, jusqu’à sa remise au plus tard.`,
          `Mesure d’audience${N}: l’identifiant journalier est supprimé au bout de 24${N}heures${N}; nous ne conservons que des statistiques agrégées, qui ne permettent d’identifier personne.`,
          `Journaux techniques${N}: quelques jours, et 30${N}jours au plus.`,
          `Préférences de thème et de langue${N}: jusqu’à ce que vous les effaciez dans votre navigateur${N}; le cookie NEXT_LOCALE expire au bout de 12${N}mois.`,
        ],
      },
      {
        heading: 'Destinataires',
        paragraphs: [
          `Vos messages ne sont lus que par les membres de notre équipe chargés de répondre aux demandes. Nous ne vendons ni ne louons jamais vos données et ne les partageons avec personne à des fins publicitaires. Deux prestataires les traitent pour notre compte, dans le cadre de contrats qui les obligent à la confidentialité et à la sécurité${N}:`,
        ],
        items: [
          `notre hébergeur, ${site.host.name} (${hostAddress(site)}), qui fait fonctionner le site, Web Analytics et Speed Insights${N};`,
          `notre prestataire de messagerie, ${site.mail.name} (${countryName(site.mail.country)}), qui achemine et stocke les messages envoyés par le formulaire.`,
        ],
      },
      {
        heading: 'Transferts hors de l’Union européenne',
        paragraphs: [
          `Notre hébergeur ${site.host.name} est établi aux États-Unis${N}: certaines données peuvent donc y être traitées. Ces transferts sont encadrés par les clauses contractuelles types de la Commission européenne et, lorsque le prestataire y est certifié, par le cadre de protection des données UE–États-Unis (Data Privacy Framework, décision d’adéquation du 10${N}juillet 2023). ${mailTransfer(site)} Vous pouvez obtenir une copie de ces garanties en écrivant à ${site.email}.`,
        ],
      },
      {
        heading: 'Aucune décision automatisée',
        paragraphs: [
          `Nous ne prenons à votre égard aucune décision fondée exclusivement sur un traitement automatisé, y compris le profilage, qui produirait des effets juridiques vous concernant ou vous affecterait de manière significative (article 22 du RGPD). Chaque message est lu et traité par une personne de l’équipe.`,
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'Le site n’est accessible que par une connexion chiffrée (HTTPS). L’accès aux messages est réservé aux personnes qui en ont besoin, et nos prestataires sont tenus de protéger les données qu’ils traitent pour nous.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [`Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants${N}:`],
        items: [
          `droit d’accès à vos données et d’en obtenir une copie (article 15 du RGPD)${N};`,
          `droit de rectification des données inexactes ou incomplètes (article 16)${N};`,
          `droit à l’effacement de vos données (article 17)${N};`,
          `droit d’opposition, pour des raisons tenant à votre situation particulière, aux traitements fondés sur notre intérêt légitime, y compris la mesure d’audience (article 21)${N};`,
          `droit à la portabilité${N}: recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine, ou les faire transmettre à un autre responsable (article 20)${N};`,
          `droit à la limitation du traitement (article 18)${N}: nous conservons alors vos données sans les utiliser, notamment le temps de vérifier leur exactitude si vous la contestez ou le bien-fondé de votre opposition, lorsque leur traitement est illicite et que vous préférez la limitation à l’effacement, ou lorsque vous en avez besoin pour faire valoir un droit en justice alors que nous n’en avons plus l’usage${N};`,
          'droit de définir des directives relatives au sort de vos données après votre décès.',
        ],
        subsections: [
          {
            heading: 'Comment les exercer',
            paragraphs: [
              `Écrivez-nous à ${site.email}, ou par courrier à ${site.company.legalName}, ${address(site)}. Nous vous répondons dans un délai d’un mois${N}; ce délai peut être prolongé de deux mois pour les demandes complexes, auquel cas nous vous en expliquons la raison. En cas de doute raisonnable sur votre identité, nous pouvons vous demander des informations pour la confirmer.`,
            ],
          },
          {
            heading: 'Votre droit de réclamation',
            paragraphs: [
              `Si vous estimez que nous ne respectons pas vos droits, vous pouvez introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, https://www.cnil.fr, ou auprès de l’autorité de contrôle du pays de l’Union européenne où vous résidez.`,
            ],
          },
        ],
      },
      {
        heading: 'Modifications de cette politique',
        paragraphs: [
          'Nous mettons cette politique à jour lorsque nos pratiques ou la loi évoluent. La date indiquée en haut de cette page est celle de la dernière version.',
        ],
      },
    ],
  }),
  terms: (site: LegalFacts): LegalDocument => ({
    intro: [
      `Cette page présente les mentions légales prévues par l’article 1-1 de la loi n°${N}2004-575 du 21${N}juin 2004 pour la confiance dans l’économie numérique (LCEN), dans sa rédaction issue de la loi n°${N}2024-449 du 21${N}mai 2024 visant à sécuriser et à réguler l’espace numérique (SREN), ainsi que les conditions d’utilisation de ce site. En naviguant sur le site, vous acceptez ces conditions.`,
    ],
    sections: [
      {
        heading: 'Mentions légales',
        subsections: [
          {
            heading: 'Éditeur',
            items: [
              `${site.company.legalName}, ${site.company.legalForm} au capital de ${site.company.shareCapital}`,
              `Immatriculée au ${site.company.rcs}`,
              `Numéro de TVA intracommunautaire${N}: ${site.company.vat}`,
              `Siège social${N}: ${address(site)}`,
              `Téléphone${N}: ${site.phone}`,
              `E-mail${N}: ${site.email}`,
              `Directrice de la publication${N}: ${site.company.publicationDirector}`,
            ],
          },
          {
            heading: 'Hébergeur',
            items: [site.host.name, hostAddress(site), `Téléphone${N}: ${site.host.phone}`, site.host.url],
          },
        ],
      },
      {
        heading: 'Objet du site et accès',
        paragraphs: [
          `Ce site présente les services de ${site.name} et vous permet de nous contacter. Son accès est gratuit et possible à tout moment, sauf pendant les opérations de maintenance ou en cas d’événement indépendant de notre volonté. Nous pouvons modifier, suspendre ou fermer tout ou partie du site à tout moment, sans préavis.`,
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        paragraphs: [
          `Le site et l’ensemble de ses éléments (textes, graphismes, logos, illustrations, photographies, vidéos, logiciels et mise en page) sont la propriété de ${site.company.legalName} ou de ses partenaires, qui en ont autorisé l’utilisation. Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, sans notre autorisation écrite préalable est interdite et peut constituer une contrefaçon sanctionnée par les articles L.${N}335-2 et suivants du Code de la propriété intellectuelle.`,
          'Les marques et logos de tiers présents sur le site appartiennent à leurs propriétaires respectifs.',
        ],
      },
      {
        heading: 'Responsabilité',
        paragraphs: [
          `Nous veillons à l’exactitude et à la mise à jour des informations publiées sur ce site, mais elles sont fournies à titre indicatif et peuvent comporter des erreurs ou des omissions. Elles ne constituent pas une offre contractuelle${N}: nos prestations et nos tarifs sont précisés dans une proposition écrite.`,
          `${site.company.legalName} ne saurait être tenue responsable des dommages directs ou indirects résultant de l’accès au site ou de son utilisation, de son indisponibilité, ou de l’utilisation des informations qui y figurent, sauf disposition légale contraire. Il vous appartient de protéger votre propre matériel et vos données, notamment contre les virus.`,
        ],
      },
      {
        heading: 'Liens',
        paragraphs: [
          'Le site peut contenir des liens vers d’autres sites. Nous n’avons aucun contrôle sur ceux-ci et déclinons toute responsabilité quant à leur contenu et à leurs pratiques en matière de données personnelles. Vous pouvez créer un lien vers notre page d’accueil ou toute autre page, à condition qu’il ne soit pas trompeur et que nos pages ne s’ouvrent pas à l’intérieur d’un autre site.',
        ],
      },
      {
        heading: 'Données personnelles',
        paragraphs: [
          'La manière dont nous traitons les données personnelles, et dont vous pouvez exercer vos droits, est décrite dans notre politique de confidentialité. Nous n’avons pas désigné de délégué à la protection des données, nos traitements ne l’imposant pas, et ne prenons aucune décision automatisée vous concernant.',
        ],
      },
      {
        heading: 'Droit applicable et litiges',
        paragraphs: [
          'Les présentes conditions sont régies par le droit français. En cas de litige, nous rechercherons d’abord avec vous une solution amiable. À défaut, les tribunaux de Paris seront compétents, sous réserve des règles impératives permettant au consommateur de saisir la juridiction de son lieu de résidence.',
          `Pour toute question sur ces conditions, écrivez-nous à ${site.email}.`,
        ],
      },
    ],
  }),
} satisfies Dictionary['legal']
