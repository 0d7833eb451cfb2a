'use client'

import {
  EmailField,
  Form,
  FormSubmit,
  Link,
  PasswordField,
  TextField,
  useAuth,
  useConfig,
  useTranslation,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'

/**
 * Payload's sign-in form with one more field: the code of an authenticator app, for accounts that turned on
 * two-step sign-in (src/server/staff/totp.ts). Accounts without it leave the field empty.
 */
export function StaffLoginForm({ redirect }: { redirect: string }) {
  const { config } = useConfig()
  const { t } = useTranslation()
  const { setUser } = useAuth()
  const {
    admin: {
      routes: { forgot },
      user: userSlug,
    },
    routes: { admin: adminRoute, api: apiRoute },
  } = config
  return (
    <Form
      action={formatAdminURL({ apiRoute, path: `/${userSlug}/login` })}
      className="login__form"
      disableSuccessStatus
      initialState={{
        email: { initialValue: undefined, valid: true, value: undefined },
        password: { initialValue: undefined, valid: true, value: undefined },
        totp: { initialValue: '', valid: true, value: '' },
      }}
      method="POST"
      onSuccess={(data) => setUser(data as Parameters<typeof setUser>[0])}
      redirect={redirect}
      waitForAutocomplete
    >
      <div className="login__form__inputWrap">
        <EmailField
          field={{
            name: 'email',
            label: t('general:email'),
            required: true,
            admin: { autoComplete: 'email' },
          }}
          path="email"
        />
        <PasswordField
          field={{ name: 'password', label: t('general:password'), required: true }}
          path="password"
        />
        <TextField
          field={{
            name: 'totp',
            label: 'Kode autentikator',
            admin: {
              autoComplete: 'one-time-code',
              placeholder: '6 digit',
              description: 'Hanya bila verifikasi dua langkah aktif di akun Anda; selain itu kosongkan.',
            },
          }}
          path="totp"
        />
      </div>
      <Link href={formatAdminURL({ adminRoute, path: forgot })} prefetch={false}>
        {t('authentication:forgotPasswordQuestion')}
      </Link>
      <FormSubmit size="large">{t('authentication:login')}</FormSubmit>
    </Form>
  )
}
