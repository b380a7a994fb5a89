import { createFileRoute, Link } from "@tanstack/react-router";
import { Bullets, LegalPage, LegalSection, legalLink } from "../components/landing/legal-page";

export const Route = createFileRoute("/terms")({ component: Terms });

function Terms() {
  return (
    <LegalPage title="Terms of Service" updated="November 2025">
      <p>
        These terms govern your use of Verba: the web application at this site and the browser
        extension Verba for Gmail and LinkedIn. Please read them together with our{" "}
        <Link to="/privacy" className={legalLink}>
          Privacy Policy
        </Link>
        . You can return to the{" "}
        <Link to="/" className={legalLink}>
          home page
        </Link>{" "}
        at any time.
      </p>

      <LegalSection id="agreement" heading="1. Agreement to Terms">
        <p>
          By creating an account, installing the extension or otherwise using Verba, you agree to
          these terms. If you do not agree, please do not use the service. Verba is run as an
          unincorporated project; "we", "us" and "our" refer to the people who build and operate it.
        </p>
      </LegalSection>

      <LegalSection id="service" heading="2. Description of Service">
        <p>
          Verba is a voice-first writing assistant. You speak, and Verba turns what you say into
          clear, professional text. The web application offers text and voice conversations with an
          AI assistant, saved sessions and account settings. The extension drafts email replies,
          comments and rewrites of selected text in a webmail client and on a professional
          networking site.
        </p>
        <p>
          Verba is in beta (a minimum viable product) and is currently free. Features may change, be
          limited or be withdrawn as the product develops.
        </p>
      </LegalSection>

      <LegalSection id="accounts" heading="3. User Accounts">
        <Bullets
          items={[
            "You must be at least 13 years old to use Verba. If you are between 13 and 18, you need the consent of a parent or guardian, who accepts these terms on your behalf.",
            "Give accurate information when you sign up and keep it up to date.",
            "Keep your password private. You are responsible for everything done through your account; tell us promptly if you suspect unauthorised access.",
            "We may suspend or terminate accounts that violate these terms.",
          ]}
        />
      </LegalSection>

      <LegalSection id="extension" heading="4. Browser Extension Use">
        <p>
          The extension can be used without an account. It asks only for the permissions it needs
          (access to the active tab, local storage, and access to the two supported sites) and reads
          page content only when you select text and activate it. The text it processes and the page
          context around it are not stored. You remain responsible for reviewing the text Verba
          produces before you send or publish it.
        </p>
      </LegalSection>

      <LegalSection id="acceptable-use" heading="5. Acceptable Use">
        <p>You agree not to:</p>
        <Bullets
          items={[
            "use Verba for anything unlawful, harmful, harassing, deceptive or discriminatory;",
            "create spam, phishing messages or content that impersonates someone else;",
            "try to access another person's account or data, or probe, disrupt or overload the service;",
            "reverse engineer, resell or build a competing service from Verba, except where the law allows it;",
            "use automated means to access the service beyond its ordinary interfaces.",
          ]}
        />
      </LegalSection>

      <LegalSection id="ip" heading="6. Intellectual Property">
        <p>
          You own what you say and the text Verba produces for you, and you may use it freely. You
          give us only the limited permission needed to process it to provide the service. The Verba
          software, name, logo and design belong to us and may not be copied or used without our
          permission.
        </p>
      </LegalSection>

      <LegalSection id="privacy" heading="7. Privacy">
        <p>
          Your audio is processed in real time and never stored; only text transcripts are kept in
          your account, and you can see only your own data. Data is processed in the United States
          (us-central1) and always travels encrypted over HTTPS and WSS. The{" "}
          <Link to="/privacy" className={legalLink}>
            Privacy Policy
          </Link>{" "}
          explains in full what we collect and why.
        </p>
      </LegalSection>

      <LegalSection id="disclaimers" heading="8. Disclaimers">
        <p>
          Verba is provided "as is" and "as available", without warranties of any kind. AI output
          can be inaccurate, incomplete or unsuitable for your purpose; check it before you rely on
          it. We do not promise that the service will be uninterrupted or error-free, especially
          while it is in beta.
        </p>
      </LegalSection>

      <LegalSection id="liability" heading="9. Limitation of Liability">
        <p>
          To the extent the law allows, we are not liable for indirect, incidental, special or
          consequential damages, or for lost profits, data or goodwill. Our total liability for any
          claim is limited to the fees you paid us in the twelve months before the claim, which is
          zero while Verba is a free beta.
        </p>
      </LegalSection>

      <LegalSection id="termination" heading="10. Termination">
        <p>
          You may stop using Verba and delete your account at any time from the settings. We may
          suspend or end your access if you break these terms or if we discontinue the service.
          After an account is closed, its data is deleted, typically within 30 days, unless the law
          requires us to keep it longer.
        </p>
      </LegalSection>

      <LegalSection id="changes" heading="11. Changes to Terms">
        <p>
          We may update these terms as Verba evolves. When we do, we change the date at the top of
          this page, and for significant changes we give notice in the app. Using Verba after a
          change means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection id="governing-law" heading="12. Governing Law">
        <p>
          These terms are governed by the laws that apply where the operators of Verba are based,
          without regard to conflict-of-law rules, and without taking away any protection the
          consumer law of your own country gives you.
        </p>
      </LegalSection>

      <LegalSection id="disputes" heading="13. Dispute Resolution">
        <p>
          If something goes wrong, please contact us first; most issues can be settled informally.
          If we cannot resolve a dispute within 30 days, either side may take it to the competent
          courts.
        </p>
      </LegalSection>

      <LegalSection id="severability" heading="14. Severability">
        <p>
          If any part of these terms is found unenforceable, the rest remains in effect, and the
          unenforceable part is applied as closely to its intent as the law permits.
        </p>
      </LegalSection>

      <LegalSection id="contact" heading="Contact Us">
        <p>
          Questions about these terms? Send them through our{" "}
          <Link to="/feedback" className={legalLink}>
            feedback form
          </Link>{" "}
          and we will get back to you.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
