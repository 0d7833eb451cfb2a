export type Faq = { id: number; question: string; answer: string }

/** One question as a native disclosure; `open` shows its answer from the start (a search matched it). */
export function FaqItem({ faq, open = false }: { faq: Faq; open?: boolean }) {
  return (
    <details className="group p-4" open={open || undefined}>
      <summary className="flex min-h-8 cursor-pointer list-none items-center justify-between gap-4 font-semibold">
        {faq.question}
        <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <p className="mt-2 text-muted">{faq.answer}</p>
    </details>
  )
}

/** Questions and answers as native disclosures (keyboard and screen-reader friendly without script). */
export function FaqList({ faqs, className = '' }: { faqs: Faq[]; className?: string }) {
  return (
    <div className={`divide-y divide-sand-200 rounded-xl border border-sand-200 ${className}`}>
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </div>
  )
}
