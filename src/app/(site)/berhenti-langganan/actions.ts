'use server'

import { redirect } from 'next/navigation'

import { newsletterUnsubscribePath, unsubscribe } from '@/server/newsletter/unsubscribe'

/** The page's button (a form post, so it works without JavaScript); the link alone never unsubscribes. */
export async function unsubscribeNewsletter(form: FormData): Promise<void> {
  const done = await unsubscribe(form.get('s'), form.get('t'))
  redirect(`${newsletterUnsubscribePath}?status=${done ? 'done' : 'failed'}`)
}
