import { AUTH_REDIRECT_DELAY_MS, FREE_QUESTIONS_PER_EXAM } from '@app/domain';
import { Container, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { markNewAccount } from '../../lib/new-account';
import { useRenderMode } from '../../lib/render-mode';
import { BRAND_NAME, pageTitle } from '../../ui/brand';
import { PageHead } from '../../ui/page-head';
import { showToast } from '../../ui/toast';
import { useDemoLogin, useLogin, useRegister } from './api';
import { AuthForm } from './auth-form';
import classes from './auth-page.module.css';
import { demoFailureToast, signInFailureToast } from './failure-messages';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { ForgotPasswordDocumentDialog } from './forgot-password-document-dialog';
import { type AuthMode, type AuthValues, trimAuthValues } from './validation';

const AUTH_PAGE_DESCRIPTION = `Sign in, or create a free account with ${FREE_QUESTIONS_PER_EXAM} practice questions per exam for ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA.`;

/**
 * Spec §2 /auth: sign in or create an account. On success a welcome toast, then / after 1 s
 * (Try Demo: a full page load). Signed-in visitors never see it (routes/auth.tsx redirects).
 * `redirect` (a path of this site, from `?redirect=`) replaces / as where to go, so a page
 * that asked the visitor to sign in (e.g. /subscribe?exam=3) gets them back.
 */
export function AuthPage({ redirect = '/' }: { redirect?: string }) {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [forgotOpen, forgot] = useDisclosure(false);
  const login = useLogin();
  const register = useRegister();
  const demo = useDemoLogin();
  const navigate = useNavigate();
  const renderMode = useRenderMode();
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  function leaveAfterDelay(go: () => void) {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(go, AUTH_REDIRECT_DELAY_MS);
  }

  async function submit(submitMode: AuthMode, raw: AuthValues): Promise<boolean> {
    const values = trimAuthValues(raw);
    try {
      const result =
        submitMode === 'signIn'
          ? await login.mutateAsync({ email: values.email, password: values.password })
          : await register.mutateAsync(values);
      // The dashboard greets a brand-new account with 'Welcome', not 'Welcome back'.
      if (submitMode === 'register') markNewAccount(result.user.id);
      void showToast({ title: result.message });
      leaveAfterDelay(() => void navigate({ href: redirect }));
      return true;
    } catch (error) {
      void showToast(signInFailureToast(error, submitMode));
      return false;
    }
  }

  async function tryDemo(): Promise<boolean> {
    try {
      const result = await demo.mutateAsync();
      void showToast({ title: result.message });
      leaveAfterDelay(() => window.location.assign(redirect));
      return true;
    } catch (error) {
      const toast = demoFailureToast(error);
      if (toast) void showToast(toast);
      return false;
    }
  }

  return (
    <Container
      size="lg"
      className={classes.page}
      data-auth-page
      data-redirect={renderMode === 'document' ? redirect : undefined}
    >
      <PageHead
        title={pageTitle(mode === 'signIn' ? 'Sign In' : 'Create Account')}
        description={AUTH_PAGE_DESCRIPTION}
        path="/auth"
      />
      <div className={classes.layout}>
        <BrandPanel />
        <div className={classes.formPanel} data-auth-panel>
          <AuthForm
            mode={mode}
            onModeChange={setMode}
            onSubmit={submit}
            onTryDemo={tryDemo}
            onForgotPassword={forgot.open}
          />
        </div>
      </div>
      {renderMode === 'document' ? (
        <DocumentParts />
      ) : (
        <ForgotPasswordDialog opened={forgotOpen} onClose={forgot.close} />
      )}
    </Container>
  );
}

const ignore = async () => false;

/**
 * What the server-rendered page (decision 0009: no app for a signed-out visitor) needs for
 * document/auth.ts: each mode's form as a template to swap in, and the Forgot Password dialog.
 */
function DocumentParts() {
  return (
    <>
      {(['signIn', 'register'] as const).map((mode) => (
        <template key={mode} data-auth-form={mode}>
          <AuthForm
            mode={mode}
            onModeChange={() => {}}
            onSubmit={ignore}
            onTryDemo={ignore}
            onForgotPassword={() => {}}
          />
        </template>
      ))}
      <ForgotPasswordDocumentDialog />
    </>
  );
}

/** The left panel on large screens: what an account gives you. */
function BrandPanel() {
  return (
    <section className={classes.brandPanel} aria-labelledby="auth-brand-title">
      <Text className={classes.brandName}>{BRAND_NAME}</Text>
      <Title order={2} id="auth-brand-title" fz={30} c="white">
        Your study plan for test day starts here
      </Title>
      <ul className={classes.benefits}>
        <li>
          Start free with {FREE_QUESTIONS_PER_EXAM} practice questions per exam, each with a worked
          explanation.
        </li>
        <li>Take timed tests that run like the real thing, then review every missed question.</li>
        <li>Watch your scores by subject so you know exactly what to study next.</li>
        <li>One account for ATI TEAS 7, HESI A2, ACCUPLACER, GED, NEX, CLEP and CNA.</li>
      </ul>
    </section>
  );
}
