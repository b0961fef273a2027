import { Section } from '../../components/Section';
import { PageHeader } from '../../ui';
import { PasskeysSection } from './passkeys';
import { PasswordForm } from './password';
import { TotpSection } from './totp';

export function SecurityPage() {
  return (
    <>
      <PageHeader title="Security" description="Your password, two-factor authentication and passkeys." />
      <Section title="Password">
        <PasswordForm />
      </Section>
      <Section title="Two-factor authentication" description="A code from an authenticator app, asked after your password.">
        <TotpSection />
      </Section>
      <Section title="Passkeys" description="Sign in with your device's screen lock or a security key instead of a password.">
        <PasskeysSection />
      </Section>
    </>
  );
}
