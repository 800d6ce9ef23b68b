import { cx } from '@/lib/cx'
import { ArrowRight } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'

type Props = { title: string; text: string; button: string; href: string; className?: string }

/** The closing call to action of the services, service and about pages. */
export function CtaBanner({ title, text, button, href, className }: Props) {
  return (
    <section className={cx('px-4 pb-20 sm:px-6 lg:px-8', className)}>
      <div className="mx-auto max-w-5xl rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty opacity-90">{text}</p>
        <Link
          href={href}
          className="mt-8 inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary-foreground px-6 py-3 text-center font-semibold text-primary transition-ui hover:opacity-90 focus-visible:outline-primary-foreground"
        >
          {button}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  )
}
