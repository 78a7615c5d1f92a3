import type { ReactNode } from 'react';
import { Hero, Kicker, Lead, Panel, Split, Title } from './auth-layout.styles';

/** The split layout every account form shares (sign-up, log-in and the recovery pages). */
export function AuthLayout({ children, title }: { children: ReactNode; title: string }) {
  return (
    <Split>
      <Hero aria-label="DSGN FITNESS">
        <Kicker>Join the club and discover..</Kicker>
        <Title>FITNESS IS FASHIONABLE</Title>
        <Lead>Browse our contemporary collection and etch your very own style</Lead>
      </Hero>
      <Panel aria-label={title}>{children}</Panel>
    </Split>
  );
}
