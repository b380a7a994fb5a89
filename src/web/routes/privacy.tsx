import { createFileRoute, Link } from "@tanstack/react-router";
import { Bullets, LegalPage, LegalSection, legalLink } from "../components/landing/legal-page";

export const Route = createFileRoute("/privacy")({ component: Privacy });

function Privacy() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2025">
      <p>
        This policy explains what Verba collects, why, and the choices you have. Verba is an
        unincorporated project in beta and is currently free. In short: your audio is never stored,
        only text transcripts are kept in your account, and nobody but you can read your data.
      </p>

      <LegalSection id="information-collected" heading="1. Information We Collect">
        <Bullets
          items={[
            <>
              <strong>Account data:</strong> your email address, a securely hashed password or your
              Google identity, and your username.
            </>,
            <>
              <strong>Profile data:</strong> your first and last name and your voice preference.
            </>,
            <>
              <strong>Communication data:</strong> what you send us through the feedback and contact
              forms.
            </>,
            <>
              <strong>Log data:</strong> technical records such as time of request, pages requested
              and error reports.
            </>,
            <>
              <strong>Device data:</strong> browser type, operating system and screen size.
            </>,
            <>
              <strong>Usage data:</strong> which features you use and how often, so we can improve
              them.
            </>,
            <>
              <strong>Session data:</strong> the titles and text transcripts of your chat and voice
              sessions.
            </>,
            <>
              <strong>Voice data:</strong> your voice is streamed to a cloud speech-to-text provider
              and turned into text in real time. The audio itself is never stored.
            </>,
            <>
              <strong>Extension data:</strong> the text you select and the page context around it
              are sent only to produce your draft and are not stored.
            </>,
          ]}
        />
      </LegalSection>

      <LegalSection id="how-we-use" heading="2. How We Use Information">
        <Bullets
          items={[
            "to provide the service: transcribe your voice, write text and keep your sessions;",
            "to secure your account and prevent abuse;",
            "to answer your feedback and contact messages;",
            "to understand usage and improve Verba.",
          ]}
        />
        <p>We do not sell your information and we do not use it for advertising.</p>
      </LegalSection>

      <LegalSection id="sharing" heading="3. Information Sharing">
        <p>We share information only with the service providers that run Verba for us:</p>
        <Bullets
          items={[
            "an authentication, database and storage provider (sign-in uses JWT-based authentication);",
            "a cloud provider for speech-to-text, text-to-speech and AI conversation;",
            "a web hosting provider.",
          ]}
        />
        <p>
          They process data only on our instructions. We may also disclose information when the law
          requires it or to protect the safety of our users.
        </p>
      </LegalSection>

      <LegalSection id="security" heading="4. Data Security">
        <p>
          All traffic is encrypted in transit over HTTPS and WSS. Row-level security makes sure each
          user can access only their own data. No system is perfectly secure, but we work to protect
          your information and to limit what we keep.
        </p>
      </LegalSection>

      <LegalSection id="retention" heading="5. Data Retention">
        <Bullets
          items={[
            "Account and session data: for as long as your account exists.",
            "Usage data: about 2 years.",
            "Communication records (feedback and contact messages): 3 years.",
            "When you delete your account, your personal data is deleted within 30 days, except where the law requires us to keep it.",
          ]}
        />
      </LegalSection>

      <LegalSection id="rights" heading="6. Your Rights">
        <p>
          You can access, correct, export or delete your personal data, and object to or restrict
          how we process it. Edit your profile, download all your data (Export my data) or delete
          your account in the settings, or send a request through the{" "}
          <Link to="/feedback" className={legalLink}>
            feedback form
          </Link>
          . We answer privacy requests within 30 days.
        </p>
      </LegalSection>

      <LegalSection id="cookies" heading="7. Cookies">
        <p>
          We use only the cookies and local storage needed to keep you signed in and to remember
          your preferences, such as volume. We do not use advertising or cross-site tracking
          cookies.
        </p>
      </LegalSection>

      <LegalSection id="extension-permissions" heading="7.5 Extension Permissions">
        <p>The browser extension asks for:</p>
        <Bullets
          items={[
            <>
              <strong>activeTab</strong>, to insert the text you dictated into the page you are on;
            </>,
            <>
              <strong>storage</strong>, to remember your settings in your browser;
            </>,
            <>
              <strong>host access</strong> to the webmail client and the professional networking
              site, the only two sites it works on.
            </>,
          ]}
        />
        <p>It reads page content only when you select text and activate the extension.</p>
      </LegalSection>

      <LegalSection id="third-party-links" heading="8. Third-Party Links">
        <p>
          Verba may link to other sites, such as the extension store. Their own privacy policies
          apply there; we are not responsible for their practices.
        </p>
      </LegalSection>

      <LegalSection id="international" heading="9. International Transfers">
        <p>
          Verba processes data in the United States (region us-central1). If you use Verba from
          elsewhere, your information is transferred there, protected as this policy describes.
        </p>
      </LegalSection>

      <LegalSection id="children" heading="10. Children's Privacy">
        <p>
          Verba is not for children under 13, and we do not knowingly collect their data. Users
          between 13 and 18 need the consent of a parent or guardian. If you believe a child has
          given us information, tell us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="changes" heading="11. Changes to This Policy">
        <p>
          We will update this policy as Verba changes and show the new date at the top. Significant
          changes are announced in the app.
        </p>
      </LegalSection>

      <LegalSection id="contact" heading="12. Contact Us">
        <p>
          For privacy questions or requests, use the{" "}
          <Link to="/feedback" className={legalLink}>
            feedback form
          </Link>
          . See also our{" "}
          <Link to="/terms" className={legalLink}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>

      <nav aria-label="Policy links" className="flex flex-wrap gap-6 border-t border-gray-200 pt-6">
        <Link to="/" className={legalLink}>
          Back to Home
        </Link>
        <Link to="/terms" className={legalLink}>
          View Terms of Service
        </Link>
      </nav>
    </LegalPage>
  );
}
