import { Check } from '@/components/ui/icons'
import { SectionHeading } from './section-heading'

type Step = { step: number; title: string; description: string }

/**
 * A vertical numbered stepper with every step shown as completed. Below a service page's first
 * screen on any device, so drawn as it comes near (`.below-fold`).
 */
export function ServiceProcess({ title, steps, doneLabel }: { title: string; steps: Step[]; doneLabel: string }) {
  return (
    <section aria-labelledby="process-heading" className="below-fold border-y border-border bg-muted">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="process-heading" heading={title} />
        <ol className="mt-12">
          {steps.map((step, i) => (
            <li key={step.step} data-testid="service-step" className="relative flex gap-5 pb-10 last:pb-0">
              {i < steps.length - 1 ? (
                <span aria-hidden="true" className="absolute top-12 bottom-0 left-6 w-0.5 shift-center-x bg-primary" />
              ) : null}
              <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Check aria-hidden="true" className="size-5" />
                <span className="sr-only">{doneLabel}</span>
              </span>
              <div className="pt-1.5">
                <p className="text-sm font-semibold text-primary" aria-hidden="true">
                  {String(step.step).padStart(2, '0')}
                </p>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
