// Generated from openapi/openapi.yaml by `npm run api:gen`. Do not edit.

export interface paths {
  '/login': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign in with e-mail and password
     * @description Returns `200` with the user and a new bearer token. When the
     *     credentials are right but the account has not been activated yet, it
     *     returns `202` and no token: the SPA sends the learner to
     *     `/signup?email=...` (activation step) and shows `message` as a toast.
     *     A `202` does not send a new code; the activation step offers
     *     `POST /resend-code`. Wrong credentials give `401`. Known and unknown
     *     accounts answer in the same time. Attempts are limited per client
     *     address, per account and address (wrong passwords from one address
     *     lock only that address out), and per account from every address
     *     together at a far higher limit; over a limit the answer is `429`. A
     *     password reset lifts the account's limits.
     */
    post: operations['login']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/register': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Register a new learner account
     * @description Creates a not-yet-activated account and sends a 6-digit verification
     *     code through `channel` (e-mail or the messaging app, to `mobile`).
     *     `verification_code` is filled only when the server runs outside
     *     production (development and test); it is always `null` in production.
     *     `accept_terms` must be `true`, else `422` with the message
     *     `Please accept our Terms of Use and Privacy Policy`. An e-mail that
     *     already has an account gets the same `201` answer (same body, same
     *     time): the owner is told by e-mail instead, so nobody learns which
     *     addresses have accounts. Registering again before activation replaces
     *     the pending registration and sends a new code.
     */
    post: operations['register']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/activate': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Activate an account with its verification code
     * @description Activates the account and signs the learner in (returns a token). The
     *     free trial starts at activation. A wrong, used or expired code, an
     *     unknown e-mail and an already activated account all give the same `422`
     *     with `errors.code` (the server does not reveal whether the e-mail
     *     exists), in the same time. After 5 wrong codes the code is burnt and a
     *     new one must be requested. A code sent to the e-mail proves the
     *     address; one sent by the messaging app proves only the phone.
     */
    post: operations['activateAccount']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/resend-code': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a new activation code
     * @description Sends a new activation code through the channel chosen at registration
     *     and invalidates the previous one. Always answers `200` with the same
     *     message whether or not a pending account exists for that e-mail (no
     *     account enumeration). At most one code per minute per e-mail (`429`).
     */
    post: operations['resendActivationCode']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/auth/google': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign in or sign up with a third-party (Google) identity
     * @description Verifies a Google ID token (obtained by the SPA with
     *     `google_client_id` from `GET /config`) and signs the learner in. When
     *     no account has that e-mail, one is created, already activated (the
     *     provider verified the e-mail), and the free trial starts; such accounts
     *     have no password (`has_password: false`). An existing account with
     *     that e-mail is linked: when its e-mail was proven (a code sent to it),
     *     it keeps its password and every other session ends; when it was never
     *     proven (a pending registration, or one activated by the messaging
     *     app), the Google identity takes it over: its password, mobile number,
     *     codes and sessions are dropped. Returns the same body as a successful
     *     login. `403` when third-party sign-in is not configured, `401` when
     *     the ID token is invalid or expired.
     */
    post: operations['signInWithGoogle']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/password-reset/request': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start a password reset
     * @description Sends a 6-digit reset code to the e-mail, or by the messaging app to
     *     the mobile number (the SPA asks for a phone number in English and an
     *     e-mail in Arabic). Always answers `200` with the same message whether
     *     or not an account matches (no account enumeration).
     */
    post: operations['requestPasswordReset']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/password-reset/verify': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Check a password-reset code
     * @description Checks the code without consuming it, so the SPA can move to the
     *     new-password step. The same `{email|mobile, code}` is sent again with
     *     the new password to `POST /password-reset/reset`. A wrong or expired
     *     code, and an unknown account, give the same `422` with `errors.code`,
     *     in the same time; 5 wrong attempts burn the code.
     */
    post: operations['verifyPasswordResetCode']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/password-reset/reset': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set a new password with a reset code
     * @description Consumes the code, sets the new password, revokes every token of the
     *     account and lifts its login limits. The learner is not signed in: the
     *     SPA goes to `/`. A code that reached the e-mail of an account whose
     *     e-mail was never proven (activated by the messaging app) proves it:
     *     the account's mobile number is dropped with the old password.
     */
    post: operations['resetPassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/password-reset/resend-code': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send a new password-reset code
     * @description Invalidates the previous reset code and sends a new one. Same no-enumeration answer and rate limit as `POST /password-reset/request`.
     */
    post: operations['resendPasswordResetCode']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/logout': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign out (revoke the current token)
     * @description Revokes the bearer token of this request. No request body. The SPA then clears the `token` cookie and goes to `/`.
     */
    post: operations['logout']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/current-user': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * Get the signed-in learner
     * @description Awaited by the SPA before the signed-in layout renders. Carries the profile and notification preferences; never the token.
     */
    get: operations['getCurrentUser']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/contact-us': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send feedback, a complaint or a suggestion
     * @description Used by the feedback dialog (beta card, `kind` omitted = `feedback`) and by the help center's contact-us form.
     */
    post: operations['contactUs']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/settings/delete-account': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Delete the account permanently
     * @description Permanently deletes the account and all associated data (answers,
     *     reports, history, divisions, notifications, tokens); it cannot be
     *     undone. Re-authentication: `{password}`, or `{email}` (the account's
     *     own e-mail) for accounts without a password (`has_password: false`,
     *     made by third-party sign-in). A wrong password or e-mail gives `422`.
     */
    post: operations['deleteAccount']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/settings/change-password': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Change the password
     * @description `current_password` is required when the account has a password
     *     (`has_password: true`); an account without one (third-party sign-in)
     *     may omit it to set a first password. Every other token of the account
     *     is revoked; the token of this request stays valid.
     */
    post: operations['changePassword']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/settings/change-email': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ask to change the e-mail (sends a code to the new address)
     * @description Sends a 6-digit code to the new address; the e-mail changes only after
     *     `POST /settings/verify-email`. The current address gives `422` with
     *     `errors.email` (the SPA keeps the error's `statusCode` and `message`).
     *     An address another account uses gets the same `200`, in the same
     *     time, and no message (no account enumeration): its code can never be
     *     confirmed. Rate limited per account before anything else (`429`).
     */
    post: operations['changeEmail']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/settings/verify-email': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm the new e-mail with its code
     * @description Applies the pending e-mail change, which proves the new address. A wrong or expired code, an e-mail that does not match the pending change, and an address another account uses all give the same `422` with `errors.code`.
     */
    post: operations['verifyEmailChange']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/settings/change-notification': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Change notification preferences
     * @description Send one or both flags; an omitted flag keeps its value.
     */
    post: operations['changeNotificationSettings']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/settings/edit-profile': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Edit the profile (multipart, with picture upload or removal)
     * @description `multipart/form-data`. Empty values are omitted by the SPA; an omitted
     *     field keeps its current value (names and mobile cannot be cleared).
     *     `picture`: JPEG, PNG or WebP (recognised from its bytes, not its name
     *     or declared type), at most 2 MiB; metadata (EXIF with any location,
     *     XMP, comments, text chunks) is removed from JPEG and PNG files. `remove_picture=true` removes the picture; sending both gives
     *     `422`. A request body over 5 MiB gives `413`.
     */
    post: operations['editProfile']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/settings/billing': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * Get billing (current plan and payments)
     * @description The current subscription (or trial) and the learner's payments, newest first, paged with `page`/`per_page`.
     */
    get: operations['getBilling']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/subscriptions/packages': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * List the packages (plans)
     * @description Public, so the pricing page can be shown before sign-in. Active packages only, in display order; names, descriptions and features are localized.
     */
    get: operations['listPackages']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/subscriptions': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * List the subscription history
     * @description Every subscription period of the learner, the trial included, newest first.
     */
    get: operations['listSubscriptions']
    put?: never
    /**
     * Subscribe to a package (start a checkout)
     * @description Creates a pending payment for the package and returns the absolute
     *     `checkout_url` the SPA opens with a full page load. With the default
     *     sandbox provider (development and tests only) this is a page served
     *     by the API server outside `/api/v1` (`/checkout/sandbox/{payment_id}`,
     *     with pay and fail buttons, for the learner who started it: the
     *     `token` cookie or bearer); with Stripe it is the hosted Checkout
     *     Session's URL (`503` when Stripe cannot be reached). The checkout returns the
     *     browser to `/payment/success?payment_id=...` or
     *     `/payment/failed?payment_id=...`; the subscription is activated
     *     server-side when the payment succeeds (never by the SPA). A paid
     *     period bought while another paid one is active starts when that one
     *     ends; a running trial is replaced immediately.
     */
    post: operations['createSubscription']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/subscriptions/check-current-subscription': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * Check the current subscription state
     * @description Awaited by the SPA before the signed-in layout renders; drives the
     *     banners and the access guard. `subscription` is the active period
     *     (trial or paid) when `has_active_subscription` is true; otherwise the
     *     most recent ended period, or `null` when the learner never had one.
     */
    get: operations['checkCurrentSubscription']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/payments/{payment_id}': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A payment id.
         * @example pay_V2cX9bNm
         */
        payment_id: components['parameters']['PaymentId']
      }
      cookie?: never
    }
    /**
     * Get one payment (checkout result)
     * @description Read by `/payment/success` and `/payment/failed` to show the real outcome of the checkout. Another learner's payment gives `404`.
     */
    get: operations['getPayment']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/payments/webhooks/stripe': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Stripe webhook endpoint (Stripe calls it, not the SPA)
     * @description Stripe delivers its events here (https://docs.stripe.com/webhooks). No
     *     bearer token: the `Stripe-Signature` header (`t=<unix>,v1=<hex>`, an
     *     HMAC-SHA256 of `<t>.<raw body>` with the endpoint's signing secret,
     *     at most 300 s old) is the credential; a missing, wrong or stale
     *     signature answers `400` and changes nothing. Each event id is
     *     recorded with the change it causes, in one transaction: a
     *     redelivered event answers `200` and changes nothing.
     *     `checkout.session.completed` (paid) and
     *     `checkout.session.async_payment_succeeded` mark the payment paid and
     *     create its subscription (only when the amount and currency are the
     *     payment's); `checkout.session.expired` and
     *     `checkout.session.async_payment_failed` mark it failed; a full
     *     `charge.refunded` marks it `refunded` and cancels its subscription.
     *     Other event types answer `200` and are ignored. `404` when Stripe is
     *     not configured; `503` when Stripe's API cannot be reached to resolve
     *     a refund (Stripe delivers the event again later).
     */
    post: operations['receiveStripeWebhook']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/home/statistics': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * Get the dashboard totals
     * @description Totals of the learner: `questions` answered (in finished quizzes),
     *     finished `practices` and `evaluations`, finished division quizzes and
     *     short tests (`divisions`), and the three kinds of points. Exited quizzes
     *     count nowhere.
     */
    get: operations['getHomeStatistics']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/catalog': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * Get systems, subjects, domains, skills, difficulties and timer types
     * @description The criteria of the evaluate and practice screens and the history
     *     filter. Names are localized per `Accept-Language`; ids are stable keys
     *     used in requests. Both systems share the digital-SAT taxonomy.
     *     Public: the catalog is not secret, so no token is needed (the SPA
     *     still sends one when signed in).
     */
    get: operations['getCatalog']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/evaluations': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start an evaluation
     * @description Creates and starts a module-length evaluation of the subject
     *     (Reading and Writing 27 questions, Math 22) spread over all domains,
     *     timed at 45 s (strict) or 60 s (loose) per question; the clock starts
     *     now. Needs an active subscription or trial, else `403` with the
     *     message `Your subscription has expired`.
     */
    post: operations['createEvaluation']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/practices': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start a practice
     * @description Creates and starts a practice from the criteria. Needs a completed (or
     *     timed-out) evaluation on that subject in any system, else `409` with
     *     the message `You need to have an evaluation first on this subject`.
     *     Needs an active subscription or trial, else `403`. `skills` must
     *     belong to `domain` when both are given (else `422`). Unseen questions
     *     are preferred; when fewer questions match than asked, the practice
     *     has fewer (`number_of_questions` tells); when none match, `422`.
     *     Practice gives immediate feedback per answer.
     */
    post: operations['createPractice']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    /**
     * Get a quiz with its questions (no answer keys)
     * @description Any kind of quiz (evaluation, practice, division quiz, short test),
     *     with its questions in order and the learner's answer state per
     *     question. Answer keys and explanations are never included, except the
     *     `feedback` of already answered practice questions. A timed quiz whose
     *     time is up is ended "as it stands" on this read (status `expired`,
     *     scored, with a report). Another learner's quiz gives `404`.
     */
    get: operations['getQuiz']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}/answers/{question_id}': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    get?: never
    /**
     * Save the answer to one question (idempotent)
     * @description Saves (replaces) the learner's answer: `choice_id` for a
     *     multiple-choice question, `response` for a student-produced one
     *     (numbers, decimals or fractions such as `3/4`, `-1.5`; equivalent
     *     forms are accepted when scoring). `marked_for_review` may be sent
     *     alone. `null` clears an answer (not in practice). Repeating the same
     *     request has the same effect.
     *
     *     In a practice (`immediate_feedback: true`) the first answer locks the
     *     question and the response carries `feedback` (is_correct, the correct
     *     choice or accepted answers, the explanation); changing a locked answer
     *     gives `409`. In every other kind answers can change until the quiz
     *     ends and `feedback` is `null`.
     *
     *     `409` when the quiz is no longer running (ended, timed out or exited);
     *     a save that arrives after the time is up ends the quiz as it stands.
     */
    put: operations['saveAnswer']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}/questions/{question_id}/skip': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Skip a question
     * @description Marks a not-answered question as `skipped` and moves
     *     `current_position` past it. An answered question keeps its answer
     *     (the call is then a no-op that still answers `200`). A skipped
     *     question counts as unanswered when the quiz ends and can still be
     *     answered later. `409` when the quiz is no longer running.
     */
    post: operations['skipQuestion']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}/end': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * End (submit) a quiz
     * @description Scores the quiz, awards the points and makes the report
     *     (`GET /reports/{quiz_id}`). When questions are not answered (or
     *     skipped) and `confirm_missing` is not `true`, nothing happens and the
     *     answer is `409` with `unanswered_count`, `unanswered_positions` and
     *     the message
     *     `Some answers are missing, please check questions before ending quiz`;
     *     the SPA asks for confirmation and repeats the call with
     *     `confirm_missing: true`. When the time is already up, the quiz ends
     *     as it stands (status `expired`) without asking for confirmation.
     *     Ending a quiz that is already completed or timed out returns its
     *     result again (`200`); ending an exited quiz gives `409`. For division quizzes and short tests the result carries
     *     the division outcome.
     */
    post: operations['endQuiz']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}/exit': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Exit a running quiz (discard it)
     * @description Discards every answer of the quiz and awards nothing; the quiz gets
     *     status `exited`, has no report and does not appear in history or
     *     statistics. For a division quiz the quiz number does not advance.
     *     Exiting an already exited quiz answers `200` again; exiting a
     *     completed or timed-out quiz gives `409`.
     */
    post: operations['exitQuiz']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/full-tests': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /** The learner's full tests, running and finished, newest first */
    get: operations['listFullTests']
    put?: never
    /**
     * Start a full-length adaptive practice test (or resume the running one)
     * @description A full-length test as the digital SAT is built: Reading and Writing in two modules, a
     *     break, Math in two modules. Each module is a quiz (kind `full_test`) with its own clock;
     *     module 1 of a section routes the learner to a harder or an easier module 2. Starts the test
     *     with its first module (`201`), or answers the learner's running test (`200`): a learner has
     *     one at a time. Needs an active subscription or trial (`403`). Counts as one quiz start
     *     against the learner's limit (`429`).
     */
    post: operations['createFullTest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/full-tests/{test_id}': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    /**
     * A full test, where it stands
     * @description The test's stages (modules and the break) with each module's quiz and state. A module
     *     whose clock ran out is ended as it stands on this read. Another learner's test gives `404`.
     */
    get: operations['getFullTest']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/full-tests/{test_id}/advance': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move the test to its next stage
     * @description From the stage the learner's screen shows (`from_stage`) to the next: after a module
     *     (submitted with `POST /quizzes/{quiz_id}/end`, or whose clock ran out) the next module
     *     starts, routed by module 1 when it is a module 2, or the break; a break may end early.
     *     After the last module the test is scored. A test that already left `from_stage` gives
     *     `409` (`full-test-stage-changed`; read it again); a module still running gives `409`
     *     (`full-test-module-running`).
     */
    post: operations['advanceFullTest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/full-tests/{test_id}/exit': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Leave a running full test
     * @description The running module's answers are discarded and the test is not scored; it leaves history
     *     and home. Leaving an exited test again answers `200`; a finished one gives `409`.
     */
    post: operations['exitFullTest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/full-tests/{test_id}/report': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    /**
     * The report of a finished full test
     * @description Section and total score ranges (an estimate from item response theory, never an official
     *     score), the module-2 route of each section, per-domain and per-skill results, the time
     *     spent on each question, every question with its key and explanation, and the trend over
     *     the learner's earlier full tests. A running test gives `409`; an exited one `404`.
     */
    get: operations['getFullTestReport']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}/questions/{question_id}/eliminations': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    get?: never
    /**
     * Strike out choices of a question (the answer eliminator)
     * @description Replaces the question's struck-out choices. Striking the selected choice clears the
     *     selection (a struck choice is never the selected one); choosing a struck choice restores
     *     it. Only while the quiz runs (`409`); choices of another question give `422`.
     */
    put: operations['setEliminations']
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}/questions/{question_id}/annotations': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Highlight part of a question's passage, with an optional note
     * @description Kept with the quiz, so it comes back on resume and in the report. Offsets are characters
     *     of the passage, `start` before `end` (`422` outside it). At most 50 per question (`422`).
     *     Only while the quiz runs (`409`).
     */
    post: operations['createAnnotation']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/quizzes/{quiz_id}/annotations/{annotation_id}': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A highlight's id.
         * @example an_7Hk2Lp9Qz
         */
        annotation_id: components['parameters']['AnnotationId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /** Remove a highlight and its note */
    delete: operations['deleteAnnotation']
    options?: never
    head?: never
    /** Change a highlight's note */
    patch: operations['updateAnnotation']
    trace?: never
  }
  '/questions/preview': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * Preview a public sample question (with key and explanation)
     * @description Public (no sign-in), used by `/preview-question`. Only questions
     *     flagged as public samples are served. With `question_id` that sample
     *     is returned (`404` when it is not a public sample); without it a
     *     random public sample, optionally of `system` and `subject`, is
     *     returned (`404` when none matches). The SPA route passes its query
     *     parameters `question_id`, `system` and `subject` through.
     */
    get: operations['previewQuestion']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/reports/{quiz_id}': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    /**
     * Get the report of a finished quiz
     * @description The report id is the quiz id. Available for completed and timed-out
     *     quizzes of any kind. A quiz still running gives `409`; an exited
     *     quiz, or another learner's, gives `404`. Export is done by the SPA
     *     (print to PDF) from this body.
     */
    get: operations['getReport']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/history': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * List finished tests
     * @description Finished (completed or timed-out) quizzes of every kind, newest first, with optional filters. `meta.total` counts the filtered rows (the "X out of Y" counter).
     */
    get: operations['listHistory']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/mistakes': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * List the questions the learner missed
     * @description Every question the learner answered wrongly, skipped or left blank in a
     *     finished quiz (completed or timed out; exited quizzes count nowhere), one
     *     row per question at its latest miss, newest first, with the filters
     *     applied. Each row carries the question's review schedule and its skill's
     *     mastery. At most 200 rows; `total` counts every row the filters match.
     */
    get: operations['listMistakes']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/mistakes/{question_id}': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    /**
     * One missed question, with the answer given, the key and the explanation
     * @description The question as the learner last missed it: their answer, the key, the
     *     rationale of every choice and the explanation, with its review schedule.
     *     `404` when the learner never missed it.
     */
    get: operations['getMistake']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/reviews': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start a review quiz of missed questions
     * @description Starts a quiz of kind `review` on the learner's missed questions of one
     *     subject: those the filters select (the mistake log's "Retry these"), or,
     *     with `due_only`, those due for review now (home's start button). At most
     *     20 questions, the longest overdue first. No clock, immediate feedback,
     *     no points. When it ends, each question's review schedule moves: a right
     *     answer pushes the next review further out, a wrong one or none brings
     *     the question back the next day. `422` on `subject` when no missed
     *     question matches. Needs an active subscription or trial, else `403`.
     */
    post: operations['createReview']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/reviews/due': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * How many missed questions are due for review
     * @description Questions due for review now, in all and per subject, and when the next one falls due.
     */
    get: operations['getReviewsDue']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/mastery': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * The learner's mastery of every skill
     * @description Every skill of the catalog, per subject and domain, with its mastery
     *     level from the learner's latest answers (at most 20 per skill) in
     *     finished quizzes, weighted by difficulty and recency: `not_started`
     *     (fewer than 3 answers), `familiar`, `proficient` (70% weighted) or
     *     `mastered` (85% over 8 answers or more, with a hard one right).
     */
    get: operations['getMastery']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/weak-spots': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * The skills a weak-spots practice would drill, and why
     * @description The subject's skills ranked by their weight on the test times the
     *     learner's weakness in them, the top three with the reason each was
     *     chosen, and the difficulty mix that aims at 70% right answers.
     *     `evaluation_required` is true until the subject's evaluation is done.
     */
    get: operations['getWeakSpots']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/practices/weak-spots': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start a practice on the learner's weak spots
     * @description Starts a practice of 10 questions on the skills `GET /weak-spots` lists,
     *     at the difficulty mix it gives. The same rules as any practice: the
     *     subject's evaluation first (`409`), an active subscription or trial
     *     (`403`).
     */
    post: operations['createWeakSpotsPractice']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/plan': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * The learner's plan to test day
     * @description The target test date and score, and what follows from them on the
     *     learner's calendar (`time_zone`, kept with the plan): days left, the
     *     daily question goal, today's answers toward it, the streak of days
     *     that met it, and the score trend of full tests and evaluations. `plan`
     *     is null until the learner sets one.
     */
    get: operations['getPlan']
    /**
     * Set the target test date and score
     * @description `target_date` must be from today to two years ahead on the learner's
     *     calendar, `target_score` 400–1600 in steps of 10 (`422` per field).
     */
    put: operations['setPlan']
    post?: never
    /** Remove the plan */
    delete: operations['deletePlan']
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/divisions': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * List the learner's active divisions (one per subject)
     * @description One division per subject (`math`, `reading_writing`), created at
     *     level 1 on first read. A level is a round of 5 quizzes of 10
     *     questions. After the round: points >= 70 % of `max_points` make the
     *     learner eligible for promotion (needs a passed Short Test); 40-69 %
     *     keeps the level (a new round); below 40 % drops one level (never
     *     below 1). Level 10 has no promotion.
     */
    get: operations['listDivisions']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/divisions/{subject}/quizzes': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /** @description The subject of the division. */
        subject: components['parameters']['SubjectPath']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start (or resume) the next division quiz
     * @description Starts quiz number `quiz_number` of the current level (10 questions,
     *     strict timer). When a division quiz of this subject is already
     *     running, it is returned with `200` instead of creating another.
     *     `409` while the learner is eligible for promotion (the Short Test is
     *     pending). Needs an active subscription or trial, else `403`.
     */
    post: operations['startDivisionQuiz']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/divisions/{subject}/short-test': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /** @description The subject of the division. */
        subject: components['parameters']['SubjectPath']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start (or resume) the promotion Short Test
     * @description Starts the Short Test of the current level (10 questions, strict
     *     timer, pass >= 70 %). Only while `status` is
     *     `eligible_for_promotion`, else `409`. A running Short Test is returned
     *     with `200`. Passing promotes one level; failing keeps the level (a new
     *     round). Needs an active subscription or trial, else `403`.
     */
    post: operations['startShortTest']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/divisions/progress': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * List division results and level changes
     * @description One row per finished round or Short Test, newest first, optionally for one subject.
     */
    get: operations['listDivisionProgress']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * List notifications
     * @description Newest first. `meta.unread_count` is the number of unread notifications of the learner (all pages), for the navbar badge.
     */
    get: operations['listNotifications']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/{notification_id}/read': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A notification id.
         * @example ntf_P8sK3dLq
         */
        notification_id: components['parameters']['NotificationId']
      }
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mark one notification as read
     * @description Idempotent; an already read notification keeps its first `read_at`.
     */
    post: operations['markNotificationRead']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/notifications/read-all': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Mark every notification as read
     * @description Marks every unread notification of the learner as read; no request body.
     */
    post: operations['markAllNotificationsRead']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/config': {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    /**
     * Get the public runtime configuration
     * @description Read once by the SPA at start (before sign-in). Business constants come from the server's single config module.
     */
    get: operations['getConfig']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/health': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Health check
     * @description For load balancers and monitoring. Public. `503` (problem body) when the database does not answer.
     */
    get: operations['getHealth']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/health/ready': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Readiness check
     * @description For load balancers and orchestrators: whether this process should get traffic now. Public. `200` when the database answers `select 1` within 2 seconds; `503` (problem body) when it does not (unreachable, closed) or when the process is shutting down (draining its last requests). `GET /health` stays the liveness check.
     */
    get: operations['getReadiness']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: {
    /**
     * @description Opaque random identifier.
     * @example qz_Hc7LmP2xQa9
     */
    Id: string
    /**
     * @description Stable readable key of a domain or skill (see `GET /catalog`).
     * @example linear_equations_two_variables
     */
    CatalogId: string
    /**
     * @description Interface language (`ar` is right-to-left).
     * @default en
     * @enum {string}
     */
    Locale: 'en' | 'ar'
    /**
     * @description Exam system (the digital SAT or the EST).
     * @enum {string}
     */
    System: 'SAT' | 'EST'
    /**
     * @description Subject of both systems.
     * @enum {string}
     */
    Subject: 'math' | 'reading_writing'
    /**
     * @description Question difficulty; a correct answer earns 10, 20 or 30 points.
     * @enum {string}
     */
    Difficulty: 'easy' | 'medium' | 'hard'
    /**
     * @description Timer type; strict is 45 seconds per question, loose 60 seconds.
     * @enum {string}
     */
    TimerType: 'strict' | 'loose'
    /**
     * @description The kind (type) of a quiz; `full_test` is a module of a full-length test; `review` retries missed questions (no points).
     * @enum {string}
     */
    QuizKind: 'evaluation' | 'practice' | 'division' | 'short_test' | 'full_test' | 'review'
    /**
     * @description `in_progress` running; `completed` ended by the learner and scored;
     *     `expired` time ran out, ended as it stood and scored; `exited`
     *     discarded (no points, no report).
     * @enum {string}
     */
    QuizStatus: 'in_progress' | 'completed' | 'expired' | 'exited'
    /**
     * @description State of one question in a quiz; `correct` and `wrong` are only revealed in practice, other kinds show `answered`.
     * @enum {string}
     */
    AnswerStatus: 'not_answered' | 'answered' | 'correct' | 'wrong' | 'skipped'
    /**
     * @description Multiple choice with four options, or a student-produced (typed numeric) response (Math only).
     * @enum {string}
     */
    QuestionFormat: 'multiple_choice' | 'student_produced'
    /**
     * @description 1 We're Sorry (< 50 %), 2 Good Job (50-79 %), 3 Well done (>= 80 %).
     * @enum {integer}
     */
    ResultStatusCode: 1 | 2 | 3
    /** @description Percentage rounded down. */
    Percentage: number
    /**
     * @description Skill band; strong >= 75 %, moderate 50-74 %, weak below 50 %, of the skill's questions in the quiz; `not_enough_answers` when fewer than 3 of them were answered (right or wrong).
     * @enum {string}
     */
    Band: 'strong' | 'moderate' | 'weak' | 'not_enough_answers'
    /**
     * @description `in_level` a round is under way; `eligible_for_promotion` the round
     *     reached the promotion threshold and the Short Test is next;
     *     `promoted`, `stayed`, `relegated` the outcome of the last round or
     *     Short Test (shown until the next division quiz starts, the level is
     *     already updated).
     * @enum {string}
     */
    DivisionStatus: 'in_level' | 'eligible_for_promotion' | 'promoted' | 'stayed' | 'relegated'
    /**
     * Format: email
     * @example layla@example.com
     */
    Email: string
    /**
     * @description Mobile number in E.164 form.
     * @example +201001234567
     */
    Mobile: string
    /**
     * Format: password
     * @description 8 to 128 characters. The most common passwords (about 49,000) and the account's own e-mail are refused (422 on `password`); there is no composition rule.
     */
    Password: string
    /**
     * @description 6-digit code, single use, valid 10 minutes, dead after 5 wrong attempts.
     * @example 482913
     */
    VerificationCode: string
    PersonName: string
    /** Format: date-time */
    Timestamp: string
    /** @description A catalog entry (domain or skill) with its localized name. */
    CatalogRef: {
      id: components['schemas']['CatalogId']
      name: string
    }
    /** @description An amount in minor units of the currency (e.g. piastres, cents). */
    Money: {
      amount: number
      /** @description ISO 4217 code. */
      currency: string
    }
    PageMeta: {
      /** @description Number of rows over all pages (after filters). */
      total: number
      page: number
      per_page: number
      last_page: number
    }
    /**
     * @description RFC 9457 problem details, plus the members the SPA reads: `message`
     *     (localized, shown as toast title) and `statusCode`. Extension members:
     *     `errors` on 422, `unanswered_count`/`unanswered_positions` on the
     *     answers-missing conflict.
     */
    Problem: {
      /**
       * Format: uri
       * @description Problem type; `about:blank` only for statuses without a specific
       *     type (e.g. 405 on an unsupported method).
       * @enum {string}
       */
      type:
        | 'about:blank'
        | 'urn:exam-prep:problem:bad-request'
        | 'urn:exam-prep:problem:unauthenticated'
        | 'urn:exam-prep:problem:invalid-credentials'
        | 'urn:exam-prep:problem:forbidden'
        | 'urn:exam-prep:problem:subscription-required'
        | 'urn:exam-prep:problem:not-found'
        | 'urn:exam-prep:problem:already-activated'
        | 'urn:exam-prep:problem:evaluation-required'
        | 'urn:exam-prep:problem:answers-missing'
        | 'urn:exam-prep:problem:quiz-not-running'
        | 'urn:exam-prep:problem:already-answered'
        | 'urn:exam-prep:problem:quiz-not-finished'
        | 'urn:exam-prep:problem:not-eligible-for-promotion'
        | 'urn:exam-prep:problem:promotion-test-pending'
        | 'urn:exam-prep:problem:full-test-not-running'
        | 'urn:exam-prep:problem:full-test-stage-changed'
        | 'urn:exam-prep:problem:full-test-module-running'
        | 'urn:exam-prep:problem:full-test-not-finished'
        | 'urn:exam-prep:problem:full-test-module-exit'
        | 'urn:exam-prep:problem:content-too-large'
        | 'urn:exam-prep:problem:validation-error'
        | 'urn:exam-prep:problem:rate-limited'
        | 'urn:exam-prep:problem:internal-error'
        | 'urn:exam-prep:problem:service-unavailable'
      /** @description HTTP reason phrase of the status (English, not localized). */
      title: string
      status: number
      /** @description Explanation for developers (English, not localized). */
      detail: string
      /**
       * Format: uri-reference
       * @description Path of the request.
       */
      instance?: string
      /** @description Human message localized per `Accept-Language`; the SPA shows it as the toast title. */
      message: string
      /** @description Same as `status`. */
      statusCode: number
      /** @description On 422 only; field name (dotted for nested, e.g. `skills.0`) -> messages. */
      errors?: {
        [key: string]: string[]
      }
      /** @description On `answers-missing` only. */
      unanswered_count?: number
      /** @description On `answers-missing` only; positions (from 1) of the unanswered questions. */
      unanswered_positions?: number[]
    }
    MessageResponse: {
      /** @description Localized success message. */
      message: string
    }
    User: {
      id: components['schemas']['Id']
      first_name: string
      last_name: string
      /** @description Display name (first and last name). */
      name: string
      email: components['schemas']['Email']
      /** @description E.164 mobile number; `null` for third-party accounts that never gave one. */
      mobile: components['schemas']['Mobile'] | null
      /**
       * Format: uri-reference
       * @description Picture URL (absolute, or a path on the API origin); `null` shows the placeholder.
       */
      photo: string | null
    }
    /** @description A user with the new bearer token. */
    AuthenticatedUser: components['schemas']['User'] & {
      /** @description Opaque bearer token. */
      token: string
    }
    /** @description The signed-in learner with settings. */
    CurrentUser: components['schemas']['User'] & {
      /**
       * @description How the account was created.
       * @enum {string}
       */
      auth_provider: 'password' | 'google'
      /** @description False for third-party accounts that never set a password (they confirm account deletion with their e-mail). */
      has_password: boolean
      email_notifications: boolean
      new_offers: boolean
      created_at: components['schemas']['Timestamp']
    }
    UserMessageResponse: {
      message: string
      user: components['schemas']['CurrentUser']
    }
    LoginRequest: {
      email: components['schemas']['Email']
      /** Format: password */
      password: string
    }
    /** @description Successful sign-in (login, activation, third-party sign-in). */
    AuthResponse: {
      /** @constant */
      status: 'authenticated'
      message: string
      user: components['schemas']['AuthenticatedUser']
    }
    /** @description Login of an account that is not activated yet (HTTP 202). */
    ActivationRequiredResponse: {
      /** @constant */
      status: 'activation_required'
      message: string
      email: components['schemas']['Email']
    }
    RegisterRequest: {
      first_name: components['schemas']['PersonName']
      last_name: components['schemas']['PersonName']
      email: components['schemas']['Email']
      mobile: components['schemas']['Mobile']
      password: components['schemas']['Password']
      /**
       * Format: password
       * @description Must equal `password`.
       */
      password_confirmation: string
      /** @description Must be true (else 422 `Please accept our Terms of Use and Privacy Policy`). */
      accept_terms: boolean
      /**
       * @description Where the verification code goes (the e-mail, or the messaging app at `mobile`).
       * @enum {string}
       */
      channel: 'email' | 'whatsapp'
    }
    RegisterResponse: {
      /** @constant */
      status: 'activation_required'
      message: string
      email: components['schemas']['Email']
      /** @enum {string} */
      channel: 'email' | 'whatsapp'
      /** @description The code, only outside production (development, test); always `null` in production. */
      verification_code: components['schemas']['VerificationCode'] | null
    }
    ActivateRequest: {
      email: components['schemas']['Email']
      code: components['schemas']['VerificationCode']
    }
    ResendCodeRequest: {
      email: components['schemas']['Email']
    }
    CodeSentResponse: {
      message: string
      /** @description The code, only outside production (development, test) and only when a code was really sent; always `null` in production. */
      verification_code: components['schemas']['VerificationCode'] | null
    }
    GoogleSignInRequest: {
      /** @description Google ID token (a JWT) from Google Identity Services. */
      id_token: string
    }
    /** @description By e-mail or by mobile number (exactly one). */
    PasswordResetRequestBody:
      | {
          email: components['schemas']['Email']
        }
      | {
          mobile: components['schemas']['Mobile']
        }
    /** @description Same identifier as the request (exactly one). */
    PasswordResetResendBody:
      | {
          email: components['schemas']['Email']
        }
      | {
          mobile: components['schemas']['Mobile']
        }
    /** @description The identifier used in the request and the code. */
    PasswordResetVerifyBody:
      | {
          email: components['schemas']['Email']
          code: components['schemas']['VerificationCode']
        }
      | {
          mobile: components['schemas']['Mobile']
          code: components['schemas']['VerificationCode']
        }
    /** @description The identifier, the code and the new password. */
    PasswordResetBody:
      | {
          email: components['schemas']['Email']
          code: components['schemas']['VerificationCode']
          password: components['schemas']['Password']
          /** Format: password */
          password_confirmation: string
        }
      | {
          mobile: components['schemas']['Mobile']
          code: components['schemas']['VerificationCode']
          password: components['schemas']['Password']
          /** Format: password */
          password_confirmation: string
        }
    /** @description Re-authentication; `password`, or `email` for accounts without a password. */
    DeleteAccountRequest:
      | {
          /** Format: password */
          password: string
        }
      | {
          email: components['schemas']['Email']
        }
    ChangePasswordRequest: {
      /**
       * Format: password
       * @description Required when the account has a password.
       */
      current_password?: string
      password: components['schemas']['Password']
      /** Format: password */
      password_confirmation: string
    }
    ChangeEmailRequest: {
      email: components['schemas']['Email']
    }
    VerifyEmailRequest: {
      email: components['schemas']['Email']
      code: components['schemas']['VerificationCode']
    }
    ChangeNotificationRequest: {
      email_notifications?: boolean
      new_offers?: boolean
    }
    /** @description Multipart form fields; omitted fields keep their value. */
    EditProfileRequest: {
      first_name?: components['schemas']['PersonName']
      last_name?: components['schemas']['PersonName']
      mobile?: components['schemas']['Mobile']
      /**
       * Format: binary
       * @description JPEG, PNG or WebP, at most 2 MiB.
       */
      picture?: string
      /** @description `true` removes the current picture (not together with `picture`). */
      remove_picture?: boolean
    }
    ContactUsRequest: {
      /** @description Trimmed by the server; must not be blank. */
      message: string
      /**
       * @default feedback
       * @enum {string}
       */
      kind: 'complaint' | 'suggestion' | 'feedback'
    }
    ContactUsResponse: {
      id: components['schemas']['Id']
      message: string
    }
    Billing: {
      has_active_subscription: boolean
      /** @description The active period (trial or paid), or `null`. */
      current_subscription: components['schemas']['Subscription'] | null
      payments: components['schemas']['Payment'][]
      meta: components['schemas']['PageMeta']
    }
    PackageRef: {
      id: components['schemas']['Id']
      name: string
    }
    Package: {
      id: components['schemas']['Id']
      name: string
      description: string | null
      duration_days: number
      price: components['schemas']['Money']
      features: string[]
      /** @description Highlighted on the pricing page. */
      is_popular: boolean
    }
    /** @description Not paged (a handful of packages). */
    PackageList: {
      data: components['schemas']['Package'][]
    }
    Subscription: {
      id: components['schemas']['Id']
      /** @description The package bought; `null` for the free trial. */
      package: components['schemas']['PackageRef'] | null
      is_trial: boolean
      /**
       * @description `scheduled` is a paid period that starts when the current one ends.
       * @enum {string}
       */
      status: 'active' | 'scheduled' | 'expired' | 'cancelled'
      start_date: components['schemas']['Timestamp']
      end_date: components['schemas']['Timestamp']
      created_at: components['schemas']['Timestamp']
    }
    SubscriptionList: {
      data: components['schemas']['Subscription'][]
      meta: components['schemas']['PageMeta']
    }
    CurrentSubscriptionCheck: {
      has_active_subscription: boolean
      subscription: components['schemas']['Subscription'] | null
    }
    CreateSubscriptionRequest: {
      package_id: components['schemas']['Id']
    }
    /** @description A Stripe event as Stripe sends it (https://docs.stripe.com/api/events/object); only the members read here are described. */
    StripeEvent: {
      id: string
      type: string
      data: {
        object: {
          [key: string]: unknown
        }
      } & {
        [key: string]: unknown
      }
    } & {
      [key: string]: unknown
    }
    WebhookReceived: {
      /** @constant */
      received: true
    }
    CheckoutResponse: {
      /**
       * Format: uri
       * @description Absolute URL of the checkout page; open it with a full page load.
       */
      checkout_url: string
      payment_id: components['schemas']['Id']
      expires_at: components['schemas']['Timestamp']
    }
    Payment: {
      id: components['schemas']['Id']
      package: components['schemas']['PackageRef']
      amount: components['schemas']['Money']
      /**
       * @description `expired`: still pending past `expires_at`. `refunded`: the provider
       *     returned the money; the subscription it bought is cancelled.
       * @enum {string}
       */
      status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded'
      /**
       * @description Payment provider (`stripe` in production; `sandbox` in development and tests).
       * @example stripe
       * @example sandbox
       */
      provider: string
      /** @description Provider's reference. */
      reference: string | null
      /** @description The subscription created by this payment, once paid. */
      subscription_id: components['schemas']['Id'] | null
      created_at: components['schemas']['Timestamp']
      paid_at: components['schemas']['Timestamp'] | null
    }
    HomeStatistics: {
      /** @description Questions answered in finished quizzes. */
      questions: number
      practices: number
      evaluations: number
      /** @description Finished division quizzes and Short Tests. */
      divisions: number
      practice_points: number
      evaluate_points: number
      division_points: number
    }
    Catalog: {
      systems: components['schemas']['CatalogSystem'][]
      difficulties: {
        id: components['schemas']['Difficulty']
        name: string
        /** @description Points of a correct answer. */
        points: number
      }[]
      timer_types: {
        id: components['schemas']['TimerType']
        name: string
        seconds_per_question: number
      }[]
    }
    CatalogSystem: {
      id: components['schemas']['System']
      name: string
      subjects: components['schemas']['CatalogSubject'][]
    }
    CatalogSubject: {
      id: components['schemas']['Subject']
      name: string
      /** @description Number of questions of an evaluation of this subject. */
      evaluation_questions: number
      domains: components['schemas']['CatalogDomain'][]
    }
    CatalogDomain: {
      id: components['schemas']['CatalogId']
      name: string
      skills: components['schemas']['CatalogRef'][]
    }
    CreateEvaluationRequest: {
      system: components['schemas']['System']
      subject: components['schemas']['Subject']
      timer_type: components['schemas']['TimerType']
    }
    CreatePracticeRequest: {
      system: components['schemas']['System']
      subject: components['schemas']['Subject']
      /** @description A domain of the subject; omitted or `null` = all domains. */
      domain?: components['schemas']['CatalogId'] | null
      /**
       * @description Skills of `domain` (or of the subject when no domain); empty or omitted = all skills.
       * @default []
       */
      skills: components['schemas']['CatalogId'][]
      /** @description Omitted or `null` = mixed difficulties. */
      difficulty?: components['schemas']['Difficulty'] | null
      /** @description Timer on or off. */
      timer: boolean
      /** @description When `timer` is true; default `loose`. Ignored when `timer` is false. */
      timer_type?: components['schemas']['TimerType']
      /** @default 10 */
      question_count: number
    }
    DivisionQuizInfo: {
      level: number
      /** @description Number of the quiz in the round; `null` for the Short Test. */
      quiz_number: number | null
      quizzes_per_level: number
    }
    /** @description A quiz without its questions. Quiz `type` in the spec is `kind`; its timer is `timer_type`. */
    QuizSummary: {
      id: components['schemas']['Id']
      kind: components['schemas']['QuizKind']
      status: components['schemas']['QuizStatus']
      /** @description `null` for division quizzes and Short Tests (drawn from the subject across systems). */
      system: components['schemas']['System'] | null
      subject: components['schemas']['Subject']
      /** @description Practice domain, `null` otherwise or for all domains. */
      domain: components['schemas']['CatalogRef'] | null
      /** @description Practice skills chosen (empty = all). */
      skills: components['schemas']['CatalogRef'][]
      /** @description Practice difficulty, `null` = mixed. */
      difficulty: components['schemas']['Difficulty'] | null
      number_of_questions: number
      /** @description `null` when untimed (practice with the timer off). */
      timer_type: components['schemas']['TimerType'] | null
      seconds_per_question: number | null
      /** @description `number_of_questions` x `seconds_per_question`; `null` when untimed. */
      time_limit_seconds: number | null
      /** @description Seconds left by the server clock at response time; `null` when untimed. */
      remaining_seconds: number | null
      /** @description True for practice (answers are checked at once). */
      immediate_feedback: boolean
      started_at: components['schemas']['Timestamp']
      /** @description When the time runs out; `null` when untimed. */
      ends_at: components['schemas']['Timestamp'] | null
      /** @description When the quiz ended (completed, expired or exited). */
      completed_at: components['schemas']['Timestamp'] | null
      answered_count: number
      /** @description Position (from 1) to resume at; the one after the last answered or skipped question. */
      current_position: number
      /** @description Level and quiz number for division quizzes and Short Tests; `null` otherwise. */
      division: components['schemas']['DivisionQuizInfo'] | null
      /** @description The full test of a module (kind `full_test`); `null` otherwise. */
      full_test?: components['schemas']['FullTestModuleRef'] | null
    }
    /** @description A quiz with its questions, in order, without answer keys. */
    Quiz: components['schemas']['QuizSummary'] & {
      questions: components['schemas']['QuizQuestion'][]
    }
    Choice: {
      id: components['schemas']['Id']
      /** @enum {string} */
      label: 'A' | 'B' | 'C' | 'D'
      /** @description May contain TeX. */
      text: string
    }
    /**
     * @description A question without its key. Text is English. TeX is written between
     *     `\(` `\)` (inline) and `\[` `\]` (display) and rendered with KaTeX.
     *     `figure_svg` is sanitized SVG markup from the question bank.
     */
    Question: {
      id: components['schemas']['Id']
      stem: string
      /** @description Reading passage or text(s) the question is about. */
      passage: string | null
      figure_svg: string | null
      /** @description A data table shown with the passage, or `null`. */
      table: components['schemas']['DataTable'] | null
      format: components['schemas']['QuestionFormat']
      /** @description Four choices A-D for multiple choice; empty for student-produced. */
      choices: components['schemas']['Choice'][]
      domain: components['schemas']['CatalogRef']
      skill: components['schemas']['CatalogRef']
      difficulty: components['schemas']['Difficulty']
      /** @description Points of a correct answer. */
      points: number
    }
    AnswerKey: {
      /** @description Correct choice for multiple choice; `null` for student-produced. */
      correct_choice_id: components['schemas']['Id'] | null
      /** @description Accepted forms for student-produced (e.g. `3/4`, `.75`, `0.75`); empty for multiple choice. */
      accepted_answers: string[]
      /** @description Why the key is right, in English. May contain TeX. */
      explanation: string
      /** @description The same explanation written in Arabic (TeX and quoted English stay left to right); `null` while an item is being translated. */
      explanation_ar: string | null
      /**
       * @description Multiple choice: for each choice, why it is right (the key) or why that choice is wrong, in
       *     English and Arabic. Empty for student-produced questions (the explanation covers them).
       */
      rationales: components['schemas']['ChoiceRationale'][]
    }
    ChoiceRationale: {
      choice_id: components['schemas']['Id']
      /** @description May contain TeX. */
      en: string
      /** @description May contain TeX. */
      ar: string
    }
    /** @description A small data table shown with the passage (English, as the exam is). */
    DataTable: {
      title: string | null
      columns: string[]
      rows: string[][]
    }
    /** @description Immediate feedback in practice. */
    AnswerFeedback: components['schemas']['AnswerKey'] & {
      is_correct: boolean
    }
    QuestionAnswerState: {
      status: components['schemas']['AnswerStatus']
      choice_id: components['schemas']['Id'] | null
      response: string | null
      marked_for_review: boolean
      answered_at: components['schemas']['Timestamp'] | null
      /** @description Practice only, once answered; `null` otherwise. */
      feedback: components['schemas']['AnswerFeedback'] | null
      /** @description Choices the learner struck out (never the selected one). */
      eliminated?: components['schemas']['Id'][]
      seconds_spent?: number
    }
    QuizQuestion: components['schemas']['Question'] & {
      position: number
      answer: components['schemas']['QuestionAnswerState']
      /** @description The learner's highlights and notes on the passage. */
      annotations?: components['schemas']['Annotation'][]
    }
    /** @description `choice_id` (multiple choice) or `response` (student-produced), and/or `marked_for_review`. */
    SaveAnswerRequest: {
      choice_id?: components['schemas']['Id'] | null
      /** @description Numeric answer; digits, one `.` or `/`, optional leading `-`. */
      response?: string | null
      marked_for_review?: boolean
      /** @description The learner's time on the question so far (the report shows it). */
      seconds_spent?: number
    }
    AnswerResult: {
      quiz_id: components['schemas']['Id']
      question_id: components['schemas']['Id']
      position: number
      status: components['schemas']['AnswerStatus']
      choice_id: components['schemas']['Id'] | null
      response: string | null
      marked_for_review: boolean
      /** @description Practice only; `null` otherwise. */
      feedback: components['schemas']['AnswerFeedback'] | null
      remaining_seconds: number | null
      answered_count: number
      current_position: number
    }
    EndQuizRequest: {
      /**
       * @description End even when questions are unanswered.
       * @default false
       */
      confirm_missing: boolean
    }
    ResultSummary: {
      correct: number
      wrong: number
      /** @description Not answered, skipped ones included (correct + wrong + unanswered = total). */
      unanswered: number
      /** @description How many of the unanswered were skipped. */
      skipped: number
      total: number
      percentage: components['schemas']['Percentage']
      duration_seconds: number
      time_limit_seconds: number | null
    }
    /** @description Division outcome after a division quiz or Short Test. */
    DivisionResult: {
      subject: components['schemas']['Subject']
      level_before: number
      level_after: number
      status: components['schemas']['DivisionStatus']
      /** @description Points of the round so far (of the Short Test for a Short Test). */
      points: number
      max_points: number
      percentage: components['schemas']['Percentage']
      /** @description Localized result message, stating the level and status. */
      message: string
    }
    QuizResult: {
      quiz_id: components['schemas']['Id']
      report_id: components['schemas']['Id']
      kind: components['schemas']['QuizKind']
      /** @enum {string} */
      status: 'completed' | 'expired'
      status_code: components['schemas']['ResultStatusCode']
      /** @description Localized heading: We're Sorry, Good Job or Well done. */
      status_title: string
      summary: components['schemas']['ResultSummary']
      points_earned: number
      division_result: components['schemas']['DivisionResult'] | null
    }
    ExitQuizResponse: {
      quiz_id: components['schemas']['Id']
      /** @constant */
      status: 'exited'
      message: string
    }
    CreateFullTestRequest: {
      system: components['schemas']['System']
    }
    AdvanceFullTestRequest: {
      /** @description The stage the learner's screen shows (the test's `stage`). */
      from_stage: number
    }
    /**
     * @description Which module 2 a section's module 1 led to.
     * @enum {string}
     */
    ModuleRoute: 'harder' | 'easier'
    FullTestStage: {
      index: number
      /** @enum {string} */
      kind: 'module' | 'break'
      subject: components['schemas']['Subject'] | null
      /** @enum {integer|null} */
      module: 1 | 2 | null
      questions: number | null
      time_limit_seconds: number
      /** @enum {string} */
      status: 'upcoming' | 'running' | 'done'
      /** @description The module's quiz, once it has started. */
      quiz_id: components['schemas']['Id'] | null
      route: components['schemas']['ModuleRoute'] | null
      answered_count: number | null
    }
    /** @description An estimated score with its range (`low`–`high`, likely at the test's `confidence`). */
    ScoreRange: {
      score: number
      low: number
      high: number
    }
    SectionScore: components['schemas']['ScoreRange'] & {
      subject: components['schemas']['Subject']
      name: string
      route: components['schemas']['ModuleRoute'] | null
    }
    /** @description An estimate from item response theory, never an official score. */
    FullTestScore: {
      /** @description How likely the true score lies in each range (0.8). */
      confidence: number
      sections: components['schemas']['SectionScore'][]
      total: components['schemas']['ScoreRange']
    }
    FullTest: {
      id: components['schemas']['Id']
      system: components['schemas']['System']
      /** @enum {string} */
      status: 'in_progress' | 'completed' | 'exited'
      /** @description Index of the running stage; the number of stages once the test is finished. */
      stage: number
      stages: components['schemas']['FullTestStage'][]
      /** @description The running module's quiz. */
      current_quiz_id: components['schemas']['Id'] | null
      break_ends_at: components['schemas']['Timestamp'] | null
      break_remaining_seconds: number | null
      /** @description A module's last stretch, in which a hidden clock shows again and is announced. */
      clock_reveal_seconds: number
      started_at: components['schemas']['Timestamp']
      completed_at: components['schemas']['Timestamp'] | null
      score: components['schemas']['FullTestScore'] | null
    }
    FullTestList: {
      items: components['schemas']['FullTest'][]
    }
    FullTestModuleResult: components['schemas']['ResultCounts'] & {
      module: number
      subject: components['schemas']['Subject']
      route: components['schemas']['ModuleRoute'] | null
      time_limit_seconds: number
      seconds_spent: number
    }
    FullTestReportQuestion: components['schemas']['ReportQuestion'] & {
      module: number
      seconds_spent: number
    }
    FullTestReport: {
      test_id: components['schemas']['Id']
      system: components['schemas']['System']
      started_at: components['schemas']['Timestamp']
      completed_at: components['schemas']['Timestamp']
      score: components['schemas']['FullTestScore']
      modules: components['schemas']['FullTestModuleResult'][]
      domains: components['schemas']['DomainResult'][]
      skills: components['schemas']['SkillResult'][]
      questions: components['schemas']['FullTestReportQuestion'][]
      /** @description The learner's full tests up to this one, oldest first (at most 10). */
      trend: {
        test_id: components['schemas']['Id']
        completed_at: components['schemas']['Timestamp']
        total: components['schemas']['ScoreRange']
      }[]
    }
    /** @description The full test a module quiz belongs to. */
    FullTestModuleRef: {
      test_id: components['schemas']['Id']
      module: number
      route: components['schemas']['ModuleRoute'] | null
      clock_reveal_seconds: number
    }
    EliminationsRequest: {
      eliminated: components['schemas']['Id'][]
    }
    Annotation: {
      id: components['schemas']['Id']
      question_id: components['schemas']['Id']
      start: number
      end: number
      note: string | null
    }
    AnnotationRequest: {
      start: number
      end: number
      note?: string | null
    }
    AnnotationUpdateRequest: {
      note: string | null
    }
    /** @description A public sample question with its key. */
    PreviewQuestion: components['schemas']['Question'] & {
      system: components['schemas']['System']
      subject: components['schemas']['Subject']
      key: components['schemas']['AnswerKey']
    }
    ResultCounts: {
      correct: number
      wrong: number
      unanswered: number
      total: number
      percentage: components['schemas']['Percentage']
    }
    SubjectResult: components['schemas']['ResultCounts'] & {
      subject: components['schemas']['Subject']
      name: string
    }
    DomainResult: components['schemas']['ResultCounts'] & {
      id: components['schemas']['CatalogId']
      name: string
      subject: components['schemas']['Subject']
    }
    SkillResult: components['schemas']['ResultCounts'] & {
      id: components['schemas']['CatalogId']
      name: string
      domain_id: components['schemas']['CatalogId']
      band: components['schemas']['Band']
    }
    /** @description A question of the quiz with the learner's answer, the key and the explanation. */
    ReportQuestion: components['schemas']['Question'] & {
      position: number
      answer: {
        /** @enum {string} */
        status: 'correct' | 'wrong' | 'unanswered' | 'skipped'
        choice_id: components['schemas']['Id'] | null
        response: string | null
      }
      key: components['schemas']['AnswerKey']
      points_earned: number
    }
    /** @description Estimated section score on the 200-800 scale (evaluations only). */
    EstimatedScore: {
      section: components['schemas']['Subject']
      score: number
      /** @constant */
      min: 200
      /** @constant */
      max: 800
    }
    Report: {
      quiz_id: components['schemas']['Id']
      kind: components['schemas']['QuizKind']
      /** @enum {string} */
      status: 'completed' | 'expired'
      system: components['schemas']['System'] | null
      subject: components['schemas']['Subject']
      domain: components['schemas']['CatalogRef'] | null
      timer_type: components['schemas']['TimerType'] | null
      status_code: components['schemas']['ResultStatusCode']
      /** @description Localized heading: We're Sorry, Good Job or Well done. */
      status_title: string
      started_at: components['schemas']['Timestamp']
      completed_at: components['schemas']['Timestamp']
      summary: components['schemas']['ResultSummary']
      /** @description Progress overview; finished quizzes of the same kind and subject, oldest first, this one last (at most 10). */
      progress: {
        previous_percentage: components['schemas']['Percentage'] | null
        /** @description Percentage points gained (negative when lost) since the previous attempt. */
        change: number | null
        attempts: {
          quiz_id: components['schemas']['Id']
          percentage: components['schemas']['Percentage']
          completed_at: components['schemas']['Timestamp']
        }[]
      }
      subjects: components['schemas']['SubjectResult'][]
      domains: components['schemas']['DomainResult'][]
      skills: components['schemas']['SkillResult'][]
      questions: components['schemas']['ReportQuestion'][]
      points: {
        /** @description Points collected in this quiz. */
        earned: number
        /** @enum {string} */
        category: 'practice' | 'evaluate' | 'division'
        /** @description The learner's total in that category now. */
        category_total: number
      }
      estimated_score: components['schemas']['EstimatedScore'] | null
      division_result: components['schemas']['DivisionResult'] | null
    }
    HistoryRow: {
      id: components['schemas']['Id']
      quiz_id: components['schemas']['Id']
      kind: components['schemas']['QuizKind']
      system: components['schemas']['System'] | null
      subject: components['schemas']['Subject']
      domain: components['schemas']['CatalogRef'] | null
      score: components['schemas']['Percentage']
      status_code: components['schemas']['ResultStatusCode']
      correct: number
      total: number
      points_earned: number
      created_at: components['schemas']['Timestamp']
    }
    HistoryList: {
      data: components['schemas']['HistoryRow'][]
      meta: components['schemas']['PageMeta']
    }
    Division: {
      subject: components['schemas']['Subject']
      subject_name: string
      level: number
      /** @description Points collected in the current round. */
      points: number
      /** @description Lower bound of the band that keeps the level (40 % of `max_points`); a round below it drops one level. */
      min_points: number
      /** @description Maximum points of the round (upper bound of the band). */
      max_points: number
      /** @description Points (70 % of `max_points`) at or above which the round makes the learner eligible for promotion. */
      promotion_threshold: number
      /** @description `max(0, promotion_threshold - points)`. */
      points_to_promotion: number
      /** @description Number of the next (or running) quiz in the round. */
      quiz_number: number
      solved_quizzes: number
      remaining_quizzes: number
      quizzes_per_level: number
      status: components['schemas']['DivisionStatus']
      /** @description The running division quiz of this subject, if any. */
      current_quiz_id: components['schemas']['Id'] | null
      /** @description The running Short Test, if any. */
      short_test_quiz_id: components['schemas']['Id'] | null
      /** @description Outcome of the last finished round or Short Test. */
      last_result: {
        status: components['schemas']['DivisionStatus']
        level_before: number
        level_after: number
        message: string
        created_at: components['schemas']['Timestamp']
      } | null
    }
    /** @description Not paged (one division per subject). */
    DivisionList: {
      data: components['schemas']['Division'][]
    }
    DivisionProgressEvent: {
      id: components['schemas']['Id']
      subject: components['schemas']['Subject']
      /** @enum {string} */
      event: 'round_completed' | 'short_test'
      /** @description The quiz that closed the round, or the Short Test. */
      quiz_id: components['schemas']['Id']
      level_before: number
      level_after: number
      status: components['schemas']['DivisionStatus']
      points: number
      max_points: number
      percentage: components['schemas']['Percentage']
      message: string
      created_at: components['schemas']['Timestamp']
    }
    DivisionProgressList: {
      data: components['schemas']['DivisionProgressEvent'][]
      meta: components['schemas']['PageMeta']
    }
    Notification: {
      id: components['schemas']['Id']
      /** @enum {string} */
      type:
        | 'trial_started'
        | 'trial_ending'
        | 'subscription_activated'
        | 'subscription_expired'
        | 'payment_failed'
        | 'division_result'
        | 'offer'
        | 'announcement'
      /** @description Localized per `Accept-Language` at read time. */
      title: string
      /** @description Localized per `Accept-Language` at read time. */
      body: string
      /** @description SPA path to open (e.g. `/pricing`), or `null`. */
      link: string | null
      read_at: components['schemas']['Timestamp'] | null
      created_at: components['schemas']['Timestamp']
    }
    NotificationList: {
      data: components['schemas']['Notification'][]
      meta: components['schemas']['PageMeta'] & {
        unread_count: number
      }
    }
    ReadAllResponse: {
      /** @description How many notifications were marked read. */
      updated: number
      /** @constant */
      unread_count: 0
    }
    Config: {
      app_name: string
      /** @description App version id; a change means a new deployment. */
      version: string
      /** @enum {string} */
      environment: 'development' | 'test' | 'production'
      locales: components['schemas']['Locale'][]
      default_locale: components['schemas']['Locale']
      /** @description Google OAuth client id; `null` when third-party sign-in is not configured. */
      google_client_id: string | null
      /** @description True exactly when `google_client_id` is set. */
      third_party_sign_in_enabled: boolean
      trial_days: number
      /** @description Seconds per question per timer type. */
      timers: {
        strict: number
        loose: number
      }
      /** @description Bounds of the practice question count. */
      practice: {
        min_questions: number
        max_questions: number
        default_questions: number
      }
      /** @description Questions of an evaluation per subject. */
      evaluation_questions: {
        math: number
        reading_writing: number
      }
      /** @description Points of a correct answer per difficulty. */
      points: {
        easy: number
        medium: number
        hard: number
      }
      divisions: {
        levels: number
        quizzes_per_level: number
        questions_per_quiz: number
        promotion_percent: components['schemas']['Percentage']
        relegation_percent: components['schemas']['Percentage']
        short_test_questions: number
        short_test_pass_percent: components['schemas']['Percentage']
      }
      /**
       * Format: uri-reference
       * @description The dev inbox page (sent messages); only in development, else `null`.
       */
      dev_inbox_url: string | null
      /** @description The server's redirects of app paths (route rules). The server answers a full page load of `from` with `status` and `Location: to`; the SPA applies the same rule to its own navigations, leaving the app by a full page load when `to` is an absolute URL. */
      route_rules: components['schemas']['RouteRule'][]
      /**
       * Format: uri
       * @description Where the SPA asks the visitor's country for the default of phone fields (a reply whose first character is `1` and whose characters 2 to 3 are the country code, such as `1;EG;EGY;Egypt`); `null` when no lookup is configured.
       */
      country_lookup_url: string | null
    }
    RouteRule: {
      /**
       * @description An exact app path (no query), such as `/login`.
       * @example /login
       */
      from: string
      /**
       * Format: uri-reference
       * @description An app path, or an absolute URL that leaves the app.
       * @example /
       */
      to: string
      /** @enum {integer} */
      status: 301 | 302 | 307 | 308
    }
    /** @description Ready for traffic (a server that is not answers `503` with a problem body). */
    Readiness: {
      /** @constant */
      status: 'ready'
    }
    /** @description Healthy state (an unhealthy server answers `503` with a problem body). */
    Health: {
      /** @constant */
      status: 'ok'
      version: string
      /** @constant */
      database: 'ok'
      time: components['schemas']['Timestamp']
    }
    /**
     * @description A skill's mastery from the learner's latest answers, weighted by difficulty and recency.
     * @enum {string}
     */
    MasteryLevel: 'not_started' | 'familiar' | 'proficient' | 'mastered'
    /** @description A missed question's place in the spaced review (FSRS). */
    ReviewSchedule: {
      due_at: components['schemas']['Timestamp']
      due_now: boolean
      /** @description Review answers given so far. */
      reviews: number
      /** @enum {string} */
      state: 'new' | 'learning' | 'review' | 'relearning'
    }
    Mistake: {
      question_id: components['schemas']['Id']
      quiz_id: components['schemas']['Id']
      quiz_kind: components['schemas']['QuizKind']
      /** @description The question's number in that quiz. */
      position: number
      missed_at: components['schemas']['Timestamp']
      /** @enum {string} */
      outcome: 'wrong' | 'skipped' | 'unanswered'
      subject: components['schemas']['Subject']
      domain: components['schemas']['CatalogRef']
      skill: components['schemas']['CatalogRef']
      difficulty: components['schemas']['Difficulty']
      /** @description The start of the question's prompt, to recognise it in the list. */
      excerpt: string
      review: components['schemas']['ReviewSchedule']
      mastery: components['schemas']['MasteryLevel']
    }
    MistakeList: {
      data: components['schemas']['Mistake'][]
      total: number
    }
    MistakeDetail: {
      mistake: components['schemas']['Mistake']
      question: components['schemas']['ReportQuestion']
    }
    CreateReviewRequest: {
      subject: components['schemas']['Subject']
      domain?: components['schemas']['CatalogId'] | null
      skill?: components['schemas']['CatalogId'] | null
      difficulty?: components['schemas']['Difficulty'] | null
      /** @default false */
      not_mastered: boolean
      /**
       * @description Only questions due for review now (the filters above still apply).
       * @default false
       */
      due_only: boolean
    }
    ReviewsDue: {
      due_count: number
      subjects: {
        subject: components['schemas']['Subject']
        due_count: number
      }[]
      /** @description When the next question not yet due falls due; null when none is scheduled. */
      next_due_at: components['schemas']['Timestamp'] | null
    }
    SkillMastery: {
      id: components['schemas']['CatalogId']
      name: string
      level: components['schemas']['MasteryLevel']
      /** @description Answers counted (the latest, at most 20). */
      answers: number
      /** @description Weighted accuracy, 0–100; null with no answers. */
      accuracy: number | null
    }
    MasteryMap: {
      subjects: {
        id: components['schemas']['Subject']
        name: string
        domains: {
          id: components['schemas']['CatalogId']
          name: string
          skills: components['schemas']['SkillMastery'][]
        }[]
      }[]
    }
    WeakSpot: {
      skill: components['schemas']['CatalogRef']
      domain: components['schemas']['CatalogRef']
      /**
       * @description `weak`: below proficient; `not_started`: too few answers to judge;
       *     `high_weight`: proficient or better, chosen for its weight on the test.
       * @enum {string}
       */
      reason: 'weak' | 'not_started' | 'high_weight'
      level: components['schemas']['MasteryLevel']
      /** @description The skill's share of its section's questions, in percent. */
      test_weight: number
    }
    WeakSpots: {
      subject: components['schemas']['Subject']
      evaluation_required: boolean
      skills: components['schemas']['WeakSpot'][]
      /** @description Questions per difficulty in a 10-question practice. */
      difficulty_mix: {
        easy: number
        medium: number
        hard: number
      }
    }
    CreateWeakSpotsPracticeRequest: {
      system: components['schemas']['System']
      subject: components['schemas']['Subject']
    }
    SetPlanRequest: {
      /** Format: date */
      target_date: string
      target_score: number
      /** @description The learner's IANA time zone (the browser's); an unknown one counts as UTC. */
      time_zone: string
    }
    PlanTrendPoint: {
      at: components['schemas']['Timestamp']
      /**
       * @description A full test's total, or the sum of the latest evaluation estimate of each section.
       * @enum {string}
       */
      source: 'full_test' | 'evaluation'
      score: number
      low: number
      high: number
    }
    Plan: {
      /** Format: date */
      target_date: string
      target_score: number
      time_zone: string
      /** @description Days from today to the test day, on the learner's calendar (0 on the day). */
      days_left: number
      /** @description Questions a day, from the gap between the latest score and the target, over the days left. */
      daily_goal: number
      /** @description Questions answered today (in quizzes not exited). */
      today_count: number
      goal_met_today: boolean
      /** @description Consecutive days, ending today (or yesterday while today's goal is still open), that met the goal. */
      streak_days: number
      /** @description The latest trend point's score; null before any full test or pair of evaluations. */
      current_score: number | null
      /** @description Oldest first, the latest 20. */
      trend: components['schemas']['PlanTrendPoint'][]
    }
    PlanResponse: {
      plan: components['schemas']['Plan'] | null
    }
  }
  responses: {
    /** @description Malformed request (unparsable JSON, bad query or path parameter). */
    BadRequest: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:bad-request",
         *       "title": "Bad Request",
         *       "status": 400,
         *       "statusCode": 400,
         *       "detail": "The request body is not valid JSON.",
         *       "message": "The request could not be understood."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description Not signed in, or the token is unknown, revoked or expired. The SPA clears the token and goes to `/`. */
    Unauthorized: {
      headers: {
        'WWW-Authenticate': components['headers']['WwwAuthenticate']
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:unauthenticated",
         *       "title": "Unauthorized",
         *       "status": 401,
         *       "statusCode": 401,
         *       "detail": "A valid bearer token is required.",
         *       "message": "Unauthenticated."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description Wrong e-mail or password. */
    InvalidCredentials: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:invalid-credentials",
         *       "title": "Unauthorized",
         *       "status": 401,
         *       "statusCode": 401,
         *       "detail": "The e-mail or password is wrong.",
         *       "message": "These credentials do not match our records."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description The action is not allowed (e.g. a disabled account, third-party sign-in not configured). */
    Forbidden: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:forbidden",
         *       "title": "Forbidden",
         *       "status": 403,
         *       "statusCode": 403,
         *       "detail": "Third-party sign-in is not configured.",
         *       "message": "Third-party sign-in is not available."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description No active subscription or trial (the subscription gate). */
    SubscriptionRequired: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:subscription-required",
         *       "title": "Forbidden",
         *       "status": 403,
         *       "statusCode": 403,
         *       "detail": "An active subscription or trial is required.",
         *       "message": "Your subscription has expired"
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description Not found (also for another learner's resources). */
    NotFound: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:not-found",
         *       "title": "Not Found",
         *       "status": 404,
         *       "statusCode": 404,
         *       "detail": "No such resource.",
         *       "message": "Not Found"
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description The request conflicts with the current state (e.g. already activated, quiz not finished, Short Test pending). */
    Conflict: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description Practice needs a finished evaluation on that subject first. */
    EvaluationRequired: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:evaluation-required",
         *       "title": "Conflict",
         *       "status": 409,
         *       "statusCode": 409,
         *       "detail": "No finished evaluation on this subject.",
         *       "message": "You need to have an evaluation first on this subject"
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /**
     * @description Ending needs confirmation because questions are unanswered
     *     (`urn:exam-prep:problem:answers-missing`, with `unanswered_count` and
     *     `unanswered_positions`), or the quiz was exited
     *     (`urn:exam-prep:problem:quiz-not-running`).
     */
    AnswersMissing: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description The quiz is no longer running (ended, timed out or exited), or a practice answer is already locked. */
    QuizNotRunning: {
      headers: {
        [name: string]: unknown
      }
      content: {
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description The Short Test is only for learners eligible for promotion. */
    NotEligibleForPromotion: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:not-eligible-for-promotion",
         *       "title": "Conflict",
         *       "status": 409,
         *       "statusCode": 409,
         *       "detail": "The division status is in_level.",
         *       "message": "You are not eligible for the Short Test yet."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description The request body is larger than the server accepts (64 KiB for a JSON body, 5 MiB for the profile form). */
    ContentTooLarge: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:content-too-large",
         *       "title": "Content Too Large",
         *       "status": 413,
         *       "statusCode": 413,
         *       "detail": "The request body is larger than 5 MiB.",
         *       "message": "The file is too large."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description The server cannot serve requests now (e.g. the database does not answer). */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:service-unavailable",
         *       "title": "Service Unavailable",
         *       "status": 503,
         *       "statusCode": 503,
         *       "detail": "database: error",
         *       "message": "The service is temporarily unavailable, please try again later."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description Validation failed; `errors` maps each field to its messages and `message` is the first of them. */
    UnprocessableEntity: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:validation-error",
         *       "title": "Unprocessable Content",
         *       "status": 422,
         *       "statusCode": 422,
         *       "detail": "The request body is not valid.",
         *       "message": "The verification code is invalid or has expired.",
         *       "errors": {
         *         "code": [
         *           "The verification code is invalid or has expired."
         *         ]
         *       }
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description Rate limited; retry after `Retry-After` seconds. */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['RetryAfter']
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:rate-limited",
         *       "title": "Too Many Requests",
         *       "status": 429,
         *       "statusCode": 429,
         *       "detail": "Too many attempts.",
         *       "message": "Too many attempts, please try again in 60 seconds."
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
    /** @description Unexpected server error. */
    InternalServerError: {
      headers: {
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "type": "urn:exam-prep:problem:internal-error",
         *       "title": "Internal Server Error",
         *       "status": 500,
         *       "statusCode": 500,
         *       "detail": "An unexpected error occurred.",
         *       "message": "Internal Server Error"
         *     }
         */
        'application/problem+json': components['schemas']['Problem']
      }
    }
  }
  parameters: {
    /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
    AcceptLanguage: components['schemas']['Locale']
    /** @description Page number, from 1. */
    Page: number
    /** @description Rows per page. */
    PerPage: number
    /**
     * @description A quiz id (also the id of its report).
     * @example qz_Hc7LmP2xQa9
     */
    QuizId: components['schemas']['Id']
    /**
     * @description A question id of that quiz.
     * @example qn_4TgR8sWk1
     */
    QuestionId: components['schemas']['Id']
    /**
     * @description A full test's id.
     * @example ft_Q8vN3kLp2Ws
     */
    FullTestId: components['schemas']['Id']
    /**
     * @description A highlight's id.
     * @example an_7Hk2Lp9Qz
     */
    AnnotationId: components['schemas']['Id']
    /**
     * @description A notification id.
     * @example ntf_P8sK3dLq
     */
    NotificationId: components['schemas']['Id']
    /**
     * @description A payment id.
     * @example pay_V2cX9bNm
     */
    PaymentId: components['schemas']['Id']
    /** @description The subject of the division. */
    SubjectPath: components['schemas']['Subject']
    /** @description Only this subject. */
    MistakeSubject: components['schemas']['Subject']
    /** @description Only this domain (catalog domain id). */
    MistakeDomain: components['schemas']['CatalogId']
    /** @description Only this skill (catalog skill id). */
    MistakeSkill: components['schemas']['CatalogId']
    /** @description Only this difficulty. */
    MistakeDifficulty: components['schemas']['Difficulty']
    /** @description Only questions of skills not yet mastered. */
    MistakeNotMastered: boolean
  }
  requestBodies: never
  headers: {
    /**
     * @description Seconds to wait before retrying.
     * @example 60
     */
    RetryAfter: number
    /**
     * @description Bearer challenge.
     * @example Bearer
     */
    WwwAuthenticate: string
    /**
     * @description Path of the created quiz (`/api/v1/quizzes/{quiz_id}`).
     * @example /api/v1/quizzes/qz_Hc7LmP2xQa9
     */
    QuizLocation: string
    /**
     * @description Path of the started test (`/api/v1/full-tests/{test_id}`).
     * @example /api/v1/full-tests/ft_Q8vN3kLp2Ws
     */
    FullTestLocation: string
  }
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  login: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "layla@example.com",
         *       "password": "S3cure-pass!"
         *     }
         */
        'application/json': components['schemas']['LoginRequest']
      }
    }
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "status": "authenticated",
           *       "message": "Logged in successfully",
           *       "user": {
           *         "id": "usr_9Xk2pQ7mLw",
           *         "first_name": "Layla",
           *         "last_name": "Hassan",
           *         "name": "Layla Hassan",
           *         "email": "layla@example.com",
           *         "mobile": "+201001234567",
           *         "photo": null,
           *         "token": "7c1f9a2e4b8d4e0f9a6b3c2d1e0f5a4b7c8d9e0f1a2b3c4d"
           *       }
           *     }
           */
          'application/json': components['schemas']['AuthResponse']
        }
      }
      /** @description Credentials are right but the account is not activated yet. */
      202: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "status": "activation_required",
           *       "message": "Your account is not activated yet. Enter the verification code we sent you.",
           *       "email": "layla@example.com"
           *     }
           */
          'application/json': components['schemas']['ActivationRequiredResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['InvalidCredentials']
      403: components['responses']['Forbidden']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  register: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "first_name": "Layla",
         *       "last_name": "Hassan",
         *       "email": "layla@example.com",
         *       "mobile": "+201001234567",
         *       "password": "S3cure-pass!",
         *       "password_confirmation": "S3cure-pass!",
         *       "accept_terms": true,
         *       "channel": "email"
         *     }
         */
        'application/json': components['schemas']['RegisterRequest']
      }
    }
    responses: {
      /** @description Account created; a verification code was sent. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['RegisterResponse']
        }
      }
      400: components['responses']['BadRequest']
      413: components['responses']['ContentTooLarge']
      /** @description Validation failed (terms not accepted, common password, confirmation mismatch, invalid mobile number, ...). */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/problem+json': components['schemas']['Problem']
        }
      }
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  activateAccount: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "layla@example.com",
         *       "code": "482913"
         *     }
         */
        'application/json': components['schemas']['ActivateRequest']
      }
    }
    responses: {
      /** @description Activated and signed in. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "status": "authenticated",
           *       "message": "Account activated successfully, you can now log in",
           *       "user": {
           *         "id": "usr_9Xk2pQ7mLw",
           *         "first_name": "Layla",
           *         "last_name": "Hassan",
           *         "name": "Layla Hassan",
           *         "email": "layla@example.com",
           *         "mobile": "+201001234567",
           *         "photo": null,
           *         "token": "7c1f9a2e4b8d4e0f9a6b3c2d1e0f5a4b7c8d9e0f1a2b3c4d"
           *       }
           *     }
           */
          'application/json': components['schemas']['AuthResponse']
        }
      }
      400: components['responses']['BadRequest']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  resendActivationCode: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "layla@example.com"
         *     }
         */
        'application/json': components['schemas']['ResendCodeRequest']
      }
    }
    responses: {
      /** @description A new code was sent if a pending account exists. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "If an account is waiting for activation, a new code has been sent.",
           *       "verification_code": "730152"
           *     }
           */
          'application/json': components['schemas']['CodeSentResponse']
        }
      }
      400: components['responses']['BadRequest']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  signInWithGoogle: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "id_token": "eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJlbWFpbCI6ImxheWxhQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJl"
         *     }
         */
        'application/json': components['schemas']['GoogleSignInRequest']
      }
    }
    responses: {
      /** @description Signed in (account created when new). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "status": "authenticated",
           *       "message": "Logged in successfully",
           *       "user": {
           *         "id": "usr_2Bv8nR4tYc",
           *         "first_name": "Omar",
           *         "last_name": "Farouk",
           *         "name": "Omar Farouk",
           *         "email": "omar.farouk@example.com",
           *         "mobile": null,
           *         "photo": "https://lh3.googleusercontent.com/a/omar-photo",
           *         "token": "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f"
           *       }
           *     }
           */
          'application/json': components['schemas']['AuthResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['Forbidden']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  requestPasswordReset: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequestBody']
      }
    }
    responses: {
      /** @description A code was sent if an account matches. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "If an account matches, we have sent you a reset code.",
           *       "verification_code": null
           *     }
           */
          'application/json': components['schemas']['CodeSentResponse']
        }
      }
      400: components['responses']['BadRequest']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  verifyPasswordResetCode: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "layla@example.com",
         *       "code": "519204"
         *     }
         */
        'application/json': components['schemas']['PasswordResetVerifyBody']
      }
    }
    responses: {
      /** @description The code is valid. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Code verified, you can now choose a new password."
           *     }
           */
          'application/json': components['schemas']['MessageResponse']
        }
      }
      400: components['responses']['BadRequest']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  resetPassword: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "layla@example.com",
         *       "code": "519204",
         *       "password": "N3w-S3cure-pass!",
         *       "password_confirmation": "N3w-S3cure-pass!"
         *     }
         */
        'application/json': components['schemas']['PasswordResetBody']
      }
    }
    responses: {
      /** @description Password changed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Password reset successfully, you can now log in"
           *     }
           */
          'application/json': components['schemas']['MessageResponse']
        }
      }
      400: components['responses']['BadRequest']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  resendPasswordResetCode: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "mobile": "+201001234567"
         *     }
         */
        'application/json': components['schemas']['PasswordResetResendBody']
      }
    }
    responses: {
      /** @description A new code was sent if an account matches. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "If an account matches, we have sent you a new reset code.",
           *       "verification_code": null
           *     }
           */
          'application/json': components['schemas']['CodeSentResponse']
        }
      }
      400: components['responses']['BadRequest']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  logout: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Token revoked. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Logged out successfully"
           *     }
           */
          'application/json': components['schemas']['MessageResponse']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getCurrentUser: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The current user. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "usr_9Xk2pQ7mLw",
           *       "first_name": "Layla",
           *       "last_name": "Hassan",
           *       "name": "Layla Hassan",
           *       "email": "layla@example.com",
           *       "mobile": "+201001234567",
           *       "photo": "/media/avatars/usr_9Xk2pQ7mLw-3f9a.webp",
           *       "auth_provider": "password",
           *       "has_password": true,
           *       "email_notifications": true,
           *       "new_offers": false,
           *       "created_at": "2025-09-01T08:30:00Z"
           *     }
           */
          'application/json': components['schemas']['CurrentUser']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  contactUs: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": "The timer in the Math evaluation is very helpful, thanks!",
         *       "kind": "feedback"
         *     }
         */
        'application/json': components['schemas']['ContactUsRequest']
      }
    }
    responses: {
      /** @description Message stored. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "msg_T9fG4kPz",
           *       "message": "Feedback submitted"
           *     }
           */
          'application/json': components['schemas']['ContactUsResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  deleteAccount: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['DeleteAccountRequest']
      }
    }
    responses: {
      /** @description Account deleted; every token is revoked. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Account deleted successfully"
           *     }
           */
          'application/json': components['schemas']['MessageResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  changePassword: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "current_password": "S3cure-pass!",
         *       "password": "N3w-S3cure-pass!",
         *       "password_confirmation": "N3w-S3cure-pass!"
         *     }
         */
        'application/json': components['schemas']['ChangePasswordRequest']
      }
    }
    responses: {
      /** @description Password changed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Password updated"
           *     }
           */
          'application/json': components['schemas']['MessageResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  changeEmail: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "layla.hassan@example.org"
         *     }
         */
        'application/json': components['schemas']['ChangeEmailRequest']
      }
    }
    responses: {
      /** @description Code sent to the new address. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "We have sent a verification code to your new email.",
           *       "verification_code": null
           *     }
           */
          'application/json': components['schemas']['CodeSentResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  verifyEmailChange: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "layla.hassan@example.org",
         *       "code": "664021"
         *     }
         */
        'application/json': components['schemas']['VerifyEmailRequest']
      }
    }
    responses: {
      /** @description E-mail changed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Email updated",
           *       "user": {
           *         "id": "usr_9Xk2pQ7mLw",
           *         "first_name": "Layla",
           *         "last_name": "Hassan",
           *         "name": "Layla Hassan",
           *         "email": "layla.hassan@example.org",
           *         "mobile": "+201001234567",
           *         "photo": null,
           *         "auth_provider": "password",
           *         "has_password": true,
           *         "email_notifications": true,
           *         "new_offers": false,
           *         "created_at": "2025-09-01T08:30:00Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['UserMessageResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  changeNotificationSettings: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "email_notifications": true,
         *       "new_offers": true
         *     }
         */
        'application/json': components['schemas']['ChangeNotificationRequest']
      }
    }
    responses: {
      /** @description Preferences saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Notification updated",
           *       "user": {
           *         "id": "usr_9Xk2pQ7mLw",
           *         "first_name": "Layla",
           *         "last_name": "Hassan",
           *         "name": "Layla Hassan",
           *         "email": "layla@example.com",
           *         "mobile": "+201001234567",
           *         "photo": null,
           *         "auth_provider": "password",
           *         "has_password": true,
           *         "email_notifications": true,
           *         "new_offers": true,
           *         "created_at": "2025-09-01T08:30:00Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['UserMessageResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  editProfile: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "first_name": "Layla",
         *       "last_name": "Hassan",
         *       "mobile": "+201001234567"
         *     }
         */
        'multipart/form-data': components['schemas']['EditProfileRequest']
      }
    }
    responses: {
      /** @description Profile updated. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "message": "Profile updated",
           *       "user": {
           *         "id": "usr_9Xk2pQ7mLw",
           *         "first_name": "Layla",
           *         "last_name": "Hassan",
           *         "name": "Layla Hassan",
           *         "email": "layla@example.com",
           *         "mobile": "+201001234567",
           *         "photo": "/media/avatars/usr_9Xk2pQ7mLw-3f9a.webp",
           *         "auth_provider": "password",
           *         "has_password": true,
           *         "email_notifications": true,
           *         "new_offers": false,
           *         "created_at": "2025-09-01T08:30:00Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['UserMessageResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getBilling: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page']
        /** @description Rows per page. */
        per_page?: components['parameters']['PerPage']
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Billing overview. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "has_active_subscription": true,
           *       "current_subscription": {
           *         "id": "sub_R5nJ8kLa",
           *         "package": {
           *           "id": "pkg_Q3mT7vWz",
           *           "name": "Quarterly"
           *         },
           *         "is_trial": false,
           *         "status": "active",
           *         "start_date": "2025-09-08T08:30:00Z",
           *         "end_date": "2025-12-07T08:30:00Z",
           *         "created_at": "2025-09-08T08:29:12Z"
           *       },
           *       "payments": [
           *         {
           *           "id": "pay_V2cX9bNm",
           *           "package": {
           *             "id": "pkg_Q3mT7vWz",
           *             "name": "Quarterly"
           *           },
           *           "amount": {
           *             "amount": 119900,
           *             "currency": "EGP"
           *           },
           *           "status": "paid",
           *           "provider": "sandbox",
           *           "reference": "SBX-20250908-0001",
           *           "subscription_id": "sub_R5nJ8kLa",
           *           "created_at": "2025-09-08T08:29:12Z",
           *           "paid_at": "2025-09-08T08:30:00Z"
           *         }
           *       ],
           *       "meta": {
           *         "total": 1,
           *         "page": 1,
           *         "per_page": 10,
           *         "last_page": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['Billing']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listPackages: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The packages. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "pkg_M8aK2dFh",
           *           "name": "Monthly",
           *           "description": "Full access for one month.",
           *           "duration_days": 30,
           *           "price": {
           *             "amount": 49900,
           *             "currency": "EGP"
           *           },
           *           "features": [
           *             "Unlimited practice",
           *             "Timed evaluations",
           *             "Divisions and reports"
           *           ],
           *           "is_popular": false
           *         },
           *         {
           *           "id": "pkg_Q3mT7vWz",
           *           "name": "Quarterly",
           *           "description": "Full access for three months.",
           *           "duration_days": 90,
           *           "price": {
           *             "amount": 119900,
           *             "currency": "EGP"
           *           },
           *           "features": [
           *             "Unlimited practice",
           *             "Timed evaluations",
           *             "Divisions and reports"
           *           ],
           *           "is_popular": true
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['PackageList']
        }
      }
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listSubscriptions: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page']
        /** @description Rows per page. */
        per_page?: components['parameters']['PerPage']
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of subscriptions. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "sub_R5nJ8kLa",
           *           "package": {
           *             "id": "pkg_Q3mT7vWz",
           *             "name": "Quarterly"
           *           },
           *           "is_trial": false,
           *           "status": "active",
           *           "start_date": "2025-09-08T08:30:00Z",
           *           "end_date": "2025-12-07T08:30:00Z",
           *           "created_at": "2025-09-08T08:29:12Z"
           *         },
           *         {
           *           "id": "sub_T1rW6yUi",
           *           "package": null,
           *           "is_trial": true,
           *           "status": "expired",
           *           "start_date": "2025-09-01T08:30:00Z",
           *           "end_date": "2025-09-08T08:30:00Z",
           *           "created_at": "2025-09-01T08:30:00Z"
           *         }
           *       ],
           *       "meta": {
           *         "total": 2,
           *         "page": 1,
           *         "per_page": 10,
           *         "last_page": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['SubscriptionList']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  createSubscription: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "package_id": "pkg_Q3mT7vWz"
         *     }
         */
        'application/json': components['schemas']['CreateSubscriptionRequest']
      }
    }
    responses: {
      /** @description Checkout created. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "checkout_url": "https://academy.example.com/checkout/sandbox/pay_V2cX9bNm",
           *       "payment_id": "pay_V2cX9bNm",
           *       "expires_at": "2025-09-08T09:29:12Z"
           *     }
           */
          'application/json': components['schemas']['CheckoutResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
      503: components['responses']['ServiceUnavailable']
    }
  }
  checkCurrentSubscription: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Subscription state. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['CurrentSubscriptionCheck']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getPayment: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A payment id.
         * @example pay_V2cX9bNm
         */
        payment_id: components['parameters']['PaymentId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The payment. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "pay_V2cX9bNm",
           *       "package": {
           *         "id": "pkg_Q3mT7vWz",
           *         "name": "Quarterly"
           *       },
           *       "amount": {
           *         "amount": 119900,
           *         "currency": "EGP"
           *       },
           *       "status": "paid",
           *       "provider": "sandbox",
           *       "reference": "SBX-20250908-0001",
           *       "subscription_id": "sub_R5nJ8kLa",
           *       "created_at": "2025-09-08T08:29:12Z",
           *       "paid_at": "2025-09-08T08:30:00Z"
           *     }
           */
          'application/json': components['schemas']['Payment']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  receiveStripeWebhook: {
    parameters: {
      query?: never
      header: {
        /**
         * @description Stripe's signature of the raw request body.
         * @example t=1757320200,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
         */
        'Stripe-Signature': string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_1PYCL6CzbZon1zn9VivIehz7",
         *       "object": "event",
         *       "type": "checkout.session.completed",
         *       "created": 1757320200,
         *       "data": {
         *         "object": {
         *           "id": "cs_test_a1Znb7gdtlLEPzSi8qMIJzvsSPpIBMKFWovXx0h0O43WS411PpICgCqKjw",
         *           "object": "checkout.session",
         *           "payment_status": "paid",
         *           "amount_total": 119900,
         *           "currency": "egp",
         *           "client_reference_id": "pay_V2cX9bNm",
         *           "metadata": {
         *             "payment_id": "pay_V2cX9bNm"
         *           }
         *         }
         *       }
         *     }
         */
        'application/json': components['schemas']['StripeEvent']
      }
    }
    responses: {
      /** @description The event was received (recorded, already recorded, or of a type this server ignores). */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "received": true
           *     }
           */
          'application/json': components['schemas']['WebhookReceived']
        }
      }
      400: components['responses']['BadRequest']
      404: components['responses']['NotFound']
      413: components['responses']['ContentTooLarge']
      500: components['responses']['InternalServerError']
      503: components['responses']['ServiceUnavailable']
    }
  }
  getHomeStatistics: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The totals. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "questions": 214,
           *       "practices": 12,
           *       "evaluations": 3,
           *       "divisions": 6,
           *       "practice_points": 1840,
           *       "evaluate_points": 960,
           *       "division_points": 1120
           *     }
           */
          'application/json': components['schemas']['HomeStatistics']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getCatalog: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The catalog. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "systems": [
           *         {
           *           "id": "SAT",
           *           "name": "Digital SAT",
           *           "subjects": [
           *             {
           *               "id": "math",
           *               "name": "Math",
           *               "evaluation_questions": 22,
           *               "domains": [
           *                 {
           *                   "id": "algebra",
           *                   "name": "Algebra",
           *                   "skills": [
           *                     {
           *                       "id": "linear_equations_one_variable",
           *                       "name": "Linear equations in one variable"
           *                     },
           *                     {
           *                       "id": "linear_equations_two_variables",
           *                       "name": "Linear equations in two variables"
           *                     }
           *                   ]
           *                 },
           *                 {
           *                   "id": "advanced_math",
           *                   "name": "Advanced Math",
           *                   "skills": [
           *                     {
           *                       "id": "nonlinear_functions",
           *                       "name": "Nonlinear functions"
           *                     }
           *                   ]
           *                 }
           *               ]
           *             },
           *             {
           *               "id": "reading_writing",
           *               "name": "Reading and Writing",
           *               "evaluation_questions": 27,
           *               "domains": [
           *                 {
           *                   "id": "craft_and_structure",
           *                   "name": "Craft and Structure",
           *                   "skills": [
           *                     {
           *                       "id": "words_in_context",
           *                       "name": "Words in context"
           *                     }
           *                   ]
           *                 }
           *               ]
           *             }
           *           ]
           *         },
           *         {
           *           "id": "EST",
           *           "name": "EST",
           *           "subjects": [
           *             {
           *               "id": "math",
           *               "name": "Math",
           *               "evaluation_questions": 22,
           *               "domains": [
           *                 {
           *                   "id": "geometry_and_trigonometry",
           *                   "name": "Geometry and Trigonometry",
           *                   "skills": [
           *                     {
           *                       "id": "circles",
           *                       "name": "Circles"
           *                     }
           *                   ]
           *                 }
           *               ]
           *             }
           *           ]
           *         }
           *       ],
           *       "difficulties": [
           *         {
           *           "id": "easy",
           *           "name": "Easy",
           *           "points": 10
           *         },
           *         {
           *           "id": "medium",
           *           "name": "Medium",
           *           "points": 20
           *         },
           *         {
           *           "id": "hard",
           *           "name": "Hard",
           *           "points": 30
           *         }
           *       ],
           *       "timer_types": [
           *         {
           *           "id": "strict",
           *           "name": "Strict",
           *           "seconds_per_question": 45
           *         },
           *         {
           *           "id": "loose",
           *           "name": "Loose",
           *           "seconds_per_question": 60
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Catalog']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  createEvaluation: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "system": "SAT",
         *       "subject": "math",
         *       "timer_type": "strict"
         *     }
         */
        'application/json': components['schemas']['CreateEvaluationRequest']
      }
    }
    responses: {
      /** @description Evaluation started. */
      201: {
        headers: {
          Location: components['headers']['QuizLocation']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qz_Hc7LmP2xQa9",
           *       "kind": "evaluation",
           *       "status": "in_progress",
           *       "system": "SAT",
           *       "subject": "math",
           *       "domain": null,
           *       "skills": [],
           *       "difficulty": null,
           *       "number_of_questions": 22,
           *       "timer_type": "strict",
           *       "seconds_per_question": 45,
           *       "time_limit_seconds": 990,
           *       "remaining_seconds": 990,
           *       "immediate_feedback": false,
           *       "started_at": "2025-09-10T17:00:00Z",
           *       "ends_at": "2025-09-10T17:16:30Z",
           *       "completed_at": null,
           *       "answered_count": 0,
           *       "current_position": 1,
           *       "division": null
           *     }
           */
          'application/json': components['schemas']['QuizSummary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['SubscriptionRequired']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  createPractice: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "system": "SAT",
         *       "subject": "math",
         *       "domain": "algebra",
         *       "skills": [
         *         "linear_equations_two_variables"
         *       ],
         *       "difficulty": "medium",
         *       "timer": true,
         *       "timer_type": "loose",
         *       "question_count": 10
         *     }
         */
        'application/json': components['schemas']['CreatePracticeRequest']
      }
    }
    responses: {
      /** @description Practice started. */
      201: {
        headers: {
          Location: components['headers']['QuizLocation']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qz_Pr4cT1cE8x",
           *       "kind": "practice",
           *       "status": "in_progress",
           *       "system": "SAT",
           *       "subject": "math",
           *       "domain": {
           *         "id": "algebra",
           *         "name": "Algebra"
           *       },
           *       "skills": [
           *         {
           *           "id": "linear_equations_two_variables",
           *           "name": "Linear equations in two variables"
           *         }
           *       ],
           *       "difficulty": "medium",
           *       "number_of_questions": 10,
           *       "timer_type": "loose",
           *       "seconds_per_question": 60,
           *       "time_limit_seconds": 600,
           *       "remaining_seconds": 600,
           *       "immediate_feedback": true,
           *       "started_at": "2025-09-11T18:00:00Z",
           *       "ends_at": "2025-09-11T18:10:00Z",
           *       "completed_at": null,
           *       "answered_count": 0,
           *       "current_position": 1,
           *       "division": null
           *     }
           */
          'application/json': components['schemas']['QuizSummary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['SubscriptionRequired']
      409: components['responses']['EvaluationRequired']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getQuiz: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The quiz. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qz_Pr4cT1cE8x",
           *       "kind": "practice",
           *       "status": "in_progress",
           *       "system": "SAT",
           *       "subject": "math",
           *       "domain": {
           *         "id": "algebra",
           *         "name": "Algebra"
           *       },
           *       "skills": [
           *         {
           *           "id": "linear_equations_two_variables",
           *           "name": "Linear equations in two variables"
           *         }
           *       ],
           *       "difficulty": "medium",
           *       "number_of_questions": 2,
           *       "timer_type": "loose",
           *       "seconds_per_question": 60,
           *       "time_limit_seconds": 120,
           *       "remaining_seconds": 75,
           *       "immediate_feedback": true,
           *       "started_at": "2025-09-11T18:00:00Z",
           *       "ends_at": "2025-09-11T18:02:00Z",
           *       "completed_at": null,
           *       "answered_count": 1,
           *       "current_position": 2,
           *       "division": null,
           *       "questions": [
           *         {
           *           "id": "qn_4TgR8sWk1",
           *           "position": 1,
           *           "stem": "The line \\(y = 3x - 4\\) passes through the point \\((a, 11)\\). What is the value of \\(a\\)?",
           *           "passage": null,
           *           "figure_svg": null,
           *           "format": "multiple_choice",
           *           "choices": [
           *             {
           *               "id": "ch_3fJq8Lz1",
           *               "label": "A",
           *               "text": "\\(3\\)"
           *             },
           *             {
           *               "id": "ch_7Yt2Nc5B",
           *               "label": "B",
           *               "text": "\\(5\\)"
           *             },
           *             {
           *               "id": "ch_Kp4Ws9Qe",
           *               "label": "C",
           *               "text": "\\(7\\)"
           *             },
           *             {
           *               "id": "ch_Zr6Dm0Va",
           *               "label": "D",
           *               "text": "\\(29\\)"
           *             }
           *           ],
           *           "domain": {
           *             "id": "algebra",
           *             "name": "Algebra"
           *           },
           *           "skill": {
           *             "id": "linear_equations_two_variables",
           *             "name": "Linear equations in two variables"
           *           },
           *           "difficulty": "medium",
           *           "points": 20,
           *           "answer": {
           *             "status": "correct",
           *             "choice_id": "ch_7Yt2Nc5B",
           *             "response": null,
           *             "marked_for_review": false,
           *             "answered_at": "2025-09-11T18:00:40Z",
           *             "feedback": {
           *               "is_correct": true,
           *               "correct_choice_id": "ch_7Yt2Nc5B",
           *               "accepted_answers": [],
           *               "explanation": "Substitute \\(y = 11\\): \\(11 = 3a - 4\\), so \\(3a = 15\\) and \\(a = 5\\)."
           *             }
           *           }
           *         },
           *         {
           *           "id": "qn_9PzL2vXe6",
           *           "position": 2,
           *           "stem": "If \\(2x + 3y = 12\\) and \\(y = 2\\), what is the value of \\(x\\)?",
           *           "passage": null,
           *           "figure_svg": null,
           *           "format": "student_produced",
           *           "choices": [],
           *           "domain": {
           *             "id": "algebra",
           *             "name": "Algebra"
           *           },
           *           "skill": {
           *             "id": "linear_equations_two_variables",
           *             "name": "Linear equations in two variables"
           *           },
           *           "difficulty": "medium",
           *           "points": 20,
           *           "answer": {
           *             "status": "not_answered",
           *             "choice_id": null,
           *             "response": null,
           *             "marked_for_review": false,
           *             "answered_at": null,
           *             "feedback": null
           *           }
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['Quiz']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  saveAnswer: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveAnswerRequest']
      }
    }
    responses: {
      /** @description Answer saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['AnswerResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['QuizNotRunning']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  skipQuestion: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Question skipped. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "quiz_id": "qz_Hc7LmP2xQa9",
           *       "question_id": "qn_9PzL2vXe6",
           *       "position": 7,
           *       "status": "skipped",
           *       "choice_id": null,
           *       "response": null,
           *       "marked_for_review": false,
           *       "feedback": null,
           *       "remaining_seconds": 690,
           *       "answered_count": 6,
           *       "current_position": 8
           *     }
           */
          'application/json': components['schemas']['AnswerResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['QuizNotRunning']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  endQuiz: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    requestBody?: {
      content: {
        /**
         * @example {
         *       "confirm_missing": true
         *     }
         */
        'application/json': components['schemas']['EndQuizRequest']
      }
    }
    responses: {
      /** @description Quiz ended and scored. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['QuizResult']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['AnswersMissing']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  exitQuiz: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Quiz discarded. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "quiz_id": "qz_Hc7LmP2xQa9",
           *       "status": "exited",
           *       "message": "Quiz exited, your answers were not saved."
           *     }
           */
          'application/json': components['schemas']['ExitQuizResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['QuizNotRunning']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listFullTests: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Up to 20 tests. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FullTestList']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  createFullTest: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "system": "SAT"
         *     }
         */
        'application/json': components['schemas']['CreateFullTestRequest']
      }
    }
    responses: {
      /** @description The running test, resumed. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FullTest']
        }
      }
      /** @description Test started with its first module. */
      201: {
        headers: {
          Location: components['headers']['FullTestLocation']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FullTest']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['SubscriptionRequired']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getFullTest: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The test. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FullTest']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  advanceFullTest: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "from_stage": 0
         *     }
         */
        'application/json': components['schemas']['AdvanceFullTestRequest']
      }
    }
    responses: {
      /** @description The test at its new stage. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FullTest']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  exitFullTest: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Test left. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FullTest']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getFullTestReport: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A full test's id.
         * @example ft_Q8vN3kLp2Ws
         */
        test_id: components['parameters']['FullTestId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['FullTestReport']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  setEliminations: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "eliminated": [
         *         "ch_3fJq8Lz1"
         *       ]
         *     }
         */
        'application/json': components['schemas']['EliminationsRequest']
      }
    }
    responses: {
      /** @description The question's answer state as saved. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['QuestionAnswerState']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['QuizNotRunning']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  createAnnotation: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "start": 12,
         *       "end": 40,
         *       "note": "The claim the question asks about"
         *     }
         */
        'application/json': components['schemas']['AnnotationRequest']
      }
    }
    responses: {
      /** @description Highlight kept. */
      201: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Annotation']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['QuizNotRunning']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  deleteAnnotation: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A highlight's id.
         * @example an_7Hk2Lp9Qz
         */
        annotation_id: components['parameters']['AnnotationId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Removed (or already gone). */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['QuizNotRunning']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  updateAnnotation: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
        /**
         * @description A highlight's id.
         * @example an_7Hk2Lp9Qz
         */
        annotation_id: components['parameters']['AnnotationId']
      }
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "note": "Evidence for choice B"
         *     }
         */
        'application/json': components['schemas']['AnnotationUpdateRequest']
      }
    }
    responses: {
      /** @description The highlight. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['Annotation']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['QuizNotRunning']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  previewQuestion: {
    parameters: {
      query?: {
        /**
         * @description A public sample question.
         * @example qn_S4mPl3Qa1
         */
        question_id?: components['schemas']['Id']
        /** @description Restrict the random sample to a system. */
        system?: components['schemas']['System']
        /** @description Restrict the random sample to a subject. */
        subject?: components['schemas']['Subject']
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A sample question with its key. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qn_S4mPl3Qa1",
           *       "stem": "Which choice completes the text with the most logical and precise word or phrase? The committee found the proposal ______: every claim was supported by data.",
           *       "passage": null,
           *       "figure_svg": null,
           *       "format": "multiple_choice",
           *       "choices": [
           *         {
           *           "id": "ch_Sa1Mp2Le",
           *           "label": "A",
           *           "text": "speculative"
           *         },
           *         {
           *           "id": "ch_Sa3Mp4Le",
           *           "label": "B",
           *           "text": "compelling"
           *         },
           *         {
           *           "id": "ch_Sa5Mp6Le",
           *           "label": "C",
           *           "text": "incoherent"
           *         },
           *         {
           *           "id": "ch_Sa7Mp8Le",
           *           "label": "D",
           *           "text": "ambiguous"
           *         }
           *       ],
           *       "domain": {
           *         "id": "craft_and_structure",
           *         "name": "Craft and Structure"
           *       },
           *       "skill": {
           *         "id": "words_in_context",
           *         "name": "Words in context"
           *       },
           *       "difficulty": "easy",
           *       "points": 10,
           *       "system": "SAT",
           *       "subject": "reading_writing",
           *       "key": {
           *         "correct_choice_id": "ch_Sa3Mp4Le",
           *         "accepted_answers": [],
           *         "explanation": "Because every claim was supported by data, the proposal was convincing, that is, compelling."
           *       }
           *     }
           */
          'application/json': components['schemas']['PreviewQuestion']
        }
      }
      400: components['responses']['BadRequest']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getReport: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A quiz id (also the id of its report).
         * @example qz_Hc7LmP2xQa9
         */
        quiz_id: components['parameters']['QuizId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "quiz_id": "qz_Hc7LmP2xQa9",
           *       "kind": "evaluation",
           *       "status": "completed",
           *       "system": "SAT",
           *       "subject": "math",
           *       "domain": null,
           *       "timer_type": "strict",
           *       "status_code": 2,
           *       "status_title": "Good Job",
           *       "started_at": "2025-09-10T17:00:00Z",
           *       "completed_at": "2025-09-10T17:15:12Z",
           *       "summary": {
           *         "correct": 15,
           *         "wrong": 5,
           *         "unanswered": 2,
           *         "skipped": 1,
           *         "total": 22,
           *         "percentage": 68,
           *         "duration_seconds": 912,
           *         "time_limit_seconds": 990
           *       },
           *       "progress": {
           *         "previous_percentage": 55,
           *         "change": 13,
           *         "attempts": [
           *           {
           *             "quiz_id": "qz_Ev4lOld1x",
           *             "percentage": 55,
           *             "completed_at": "2025-09-03T16:40:00Z"
           *           },
           *           {
           *             "quiz_id": "qz_Hc7LmP2xQa9",
           *             "percentage": 68,
           *             "completed_at": "2025-09-10T17:15:12Z"
           *           }
           *         ]
           *       },
           *       "subjects": [
           *         {
           *           "subject": "math",
           *           "name": "Math",
           *           "correct": 15,
           *           "wrong": 5,
           *           "unanswered": 2,
           *           "total": 22,
           *           "percentage": 68
           *         }
           *       ],
           *       "domains": [
           *         {
           *           "id": "algebra",
           *           "name": "Algebra",
           *           "subject": "math",
           *           "correct": 5,
           *           "wrong": 1,
           *           "unanswered": 0,
           *           "total": 6,
           *           "percentage": 83
           *         }
           *       ],
           *       "skills": [
           *         {
           *           "id": "linear_equations_two_variables",
           *           "name": "Linear equations in two variables",
           *           "domain_id": "algebra",
           *           "correct": 2,
           *           "wrong": 0,
           *           "unanswered": 0,
           *           "total": 2,
           *           "percentage": 100,
           *           "band": "strong"
           *         }
           *       ],
           *       "questions": [
           *         {
           *           "id": "qn_4TgR8sWk1",
           *           "position": 1,
           *           "stem": "The line \\(y = 3x - 4\\) passes through the point \\((a, 11)\\). What is the value of \\(a\\)?",
           *           "passage": null,
           *           "figure_svg": null,
           *           "format": "multiple_choice",
           *           "choices": [
           *             {
           *               "id": "ch_3fJq8Lz1",
           *               "label": "A",
           *               "text": "\\(3\\)"
           *             },
           *             {
           *               "id": "ch_7Yt2Nc5B",
           *               "label": "B",
           *               "text": "\\(5\\)"
           *             },
           *             {
           *               "id": "ch_Kp4Ws9Qe",
           *               "label": "C",
           *               "text": "\\(7\\)"
           *             },
           *             {
           *               "id": "ch_Zr6Dm0Va",
           *               "label": "D",
           *               "text": "\\(29\\)"
           *             }
           *           ],
           *           "domain": {
           *             "id": "algebra",
           *             "name": "Algebra"
           *           },
           *           "skill": {
           *             "id": "linear_equations_two_variables",
           *             "name": "Linear equations in two variables"
           *           },
           *           "difficulty": "medium",
           *           "points": 20,
           *           "answer": {
           *             "status": "correct",
           *             "choice_id": "ch_7Yt2Nc5B",
           *             "response": null
           *           },
           *           "key": {
           *             "correct_choice_id": "ch_7Yt2Nc5B",
           *             "accepted_answers": [],
           *             "explanation": "Substitute \\(y = 11\\): \\(11 = 3a - 4\\), so \\(3a = 15\\) and \\(a = 5\\)."
           *           },
           *           "points_earned": 20
           *         }
           *       ],
           *       "points": {
           *         "earned": 300,
           *         "category": "evaluate",
           *         "category_total": 960
           *       },
           *       "estimated_score": {
           *         "section": "math",
           *         "score": 610,
           *         "min": 200,
           *         "max": 800
           *       },
           *       "division_result": null
           *     }
           */
          'application/json': components['schemas']['Report']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listHistory: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page']
        /** @description Rows per page. */
        per_page?: components['parameters']['PerPage']
        /** @description Only this system. */
        system?: components['schemas']['System']
        /** @description Only this subject. */
        subject?: components['schemas']['Subject']
        /**
         * @description Only practices on this domain (catalog domain id).
         * @example algebra
         */
        domain?: components['schemas']['CatalogId']
        /** @description Only this kind of quiz. */
        kind?: components['schemas']['QuizKind']
        /**
         * @description Only tests started on or after this day (UTC, inclusive).
         * @example 2025-09-01
         */
        from?: string
        /**
         * @description Only tests started on or before this day (UTC, inclusive).
         * @example 2025-09-30
         */
        to?: string
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of history rows. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "qz_Pr4cT1cE8x",
           *           "quiz_id": "qz_Pr4cT1cE8x",
           *           "kind": "practice",
           *           "system": "SAT",
           *           "subject": "math",
           *           "domain": {
           *             "id": "algebra",
           *             "name": "Algebra"
           *           },
           *           "score": 80,
           *           "status_code": 3,
           *           "correct": 8,
           *           "total": 10,
           *           "points_earned": 160,
           *           "created_at": "2025-09-11T18:00:00Z"
           *         },
           *         {
           *           "id": "qz_Hc7LmP2xQa9",
           *           "quiz_id": "qz_Hc7LmP2xQa9",
           *           "kind": "evaluation",
           *           "system": "SAT",
           *           "subject": "math",
           *           "domain": null,
           *           "score": 68,
           *           "status_code": 2,
           *           "correct": 15,
           *           "total": 22,
           *           "points_earned": 300,
           *           "created_at": "2025-09-10T17:00:00Z"
           *         }
           *       ],
           *       "meta": {
           *         "total": 2,
           *         "page": 1,
           *         "per_page": 10,
           *         "last_page": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['HistoryList']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listMistakes: {
    parameters: {
      query?: {
        /** @description Only this subject. */
        subject?: components['parameters']['MistakeSubject']
        /** @description Only this domain (catalog domain id). */
        domain?: components['parameters']['MistakeDomain']
        /** @description Only this skill (catalog skill id). */
        skill?: components['parameters']['MistakeSkill']
        /** @description Only this difficulty. */
        difficulty?: components['parameters']['MistakeDifficulty']
        /** @description Only questions of skills not yet mastered. */
        not_mastered?: components['parameters']['MistakeNotMastered']
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The learner's missed questions. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "question_id": "rw-inf-m03",
           *           "quiz_id": "qz_Ev4lU4t10n",
           *           "quiz_kind": "evaluation",
           *           "position": 4,
           *           "missed_at": "2025-09-11T18:20:00Z",
           *           "outcome": "wrong",
           *           "subject": "reading_writing",
           *           "domain": {
           *             "id": "information_and_ideas",
           *             "name": "Information and Ideas"
           *           },
           *           "skill": {
           *             "id": "inferences",
           *             "name": "Inferences"
           *           },
           *           "difficulty": "medium",
           *           "excerpt": "Which choice most logically completes the text?",
           *           "review": {
           *             "due_at": "2025-09-11T18:20:00Z",
           *             "due_now": true,
           *             "reviews": 0,
           *             "state": "new"
           *           },
           *           "mastery": "familiar"
           *         }
           *       ],
           *       "total": 1
           *     }
           */
          'application/json': components['schemas']['MistakeList']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getMistake: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A question id of that quiz.
         * @example qn_4TgR8sWk1
         */
        question_id: components['parameters']['QuestionId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The missed question. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MistakeDetail']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  createReview: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "subject": "math",
         *       "due_only": true
         *     }
         */
        'application/json': components['schemas']['CreateReviewRequest']
      }
    }
    responses: {
      /** @description Review started. */
      201: {
        headers: {
          Location: components['headers']['QuizLocation']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['QuizSummary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['SubscriptionRequired']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getReviewsDue: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The due counts. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "due_count": 5,
           *       "subjects": [
           *         {
           *           "subject": "math",
           *           "due_count": 3
           *         },
           *         {
           *           "subject": "reading_writing",
           *           "due_count": 2
           *         }
           *       ],
           *       "next_due_at": "2025-09-12T18:20:00Z"
           *     }
           */
          'application/json': components['schemas']['ReviewsDue']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getMastery: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The skill map. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['MasteryMap']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getWeakSpots: {
    parameters: {
      query: {
        subject: components['schemas']['Subject']
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The weak spots. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['WeakSpots']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  createWeakSpotsPractice: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "system": "SAT",
         *       "subject": "math"
         *     }
         */
        'application/json': components['schemas']['CreateWeakSpotsPracticeRequest']
      }
    }
    responses: {
      /** @description Practice started. */
      201: {
        headers: {
          Location: components['headers']['QuizLocation']
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['QuizSummary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['SubscriptionRequired']
      409: components['responses']['EvaluationRequired']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getPlan: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The plan. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PlanResponse']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  setPlan: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "target_date": "2025-12-06",
         *       "target_score": 1350,
         *       "time_zone": "Asia/Riyadh"
         *     }
         */
        'application/json': components['schemas']['SetPlanRequest']
      }
    }
    responses: {
      /** @description The plan as set. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': components['schemas']['PlanResponse']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      413: components['responses']['ContentTooLarge']
      422: components['responses']['UnprocessableEntity']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  deletePlan: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Removed (or there was none). */
      204: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listDivisions: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The divisions. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "subject": "math",
           *           "subject_name": "Math",
           *           "level": 3,
           *           "points": 580,
           *           "min_points": 400,
           *           "max_points": 1000,
           *           "promotion_threshold": 700,
           *           "points_to_promotion": 120,
           *           "quiz_number": 4,
           *           "solved_quizzes": 3,
           *           "remaining_quizzes": 2,
           *           "quizzes_per_level": 5,
           *           "status": "in_level",
           *           "current_quiz_id": null,
           *           "short_test_quiz_id": null,
           *           "last_result": {
           *             "status": "stayed",
           *             "level_before": 3,
           *             "level_after": 3,
           *             "message": "You stay in Level 3.",
           *             "created_at": "2025-09-05T19:20:00Z"
           *           }
           *         },
           *         {
           *           "subject": "reading_writing",
           *           "subject_name": "Reading and Writing",
           *           "level": 1,
           *           "points": 0,
           *           "min_points": 300,
           *           "max_points": 750,
           *           "promotion_threshold": 525,
           *           "points_to_promotion": 525,
           *           "quiz_number": 1,
           *           "solved_quizzes": 0,
           *           "remaining_quizzes": 5,
           *           "quizzes_per_level": 5,
           *           "status": "in_level",
           *           "current_quiz_id": null,
           *           "short_test_quiz_id": null,
           *           "last_result": null
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DivisionList']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  startDivisionQuiz: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /** @description The subject of the division. */
        subject: components['parameters']['SubjectPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A division quiz was already running; it is returned. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qz_D1v4Q5zR2m",
           *       "kind": "division",
           *       "status": "in_progress",
           *       "system": null,
           *       "subject": "math",
           *       "domain": null,
           *       "skills": [],
           *       "difficulty": null,
           *       "number_of_questions": 10,
           *       "timer_type": "strict",
           *       "seconds_per_question": 45,
           *       "time_limit_seconds": 450,
           *       "remaining_seconds": 301,
           *       "immediate_feedback": false,
           *       "started_at": "2025-09-12T19:00:00Z",
           *       "ends_at": "2025-09-12T19:07:30Z",
           *       "completed_at": null,
           *       "answered_count": 3,
           *       "current_position": 4,
           *       "division": {
           *         "level": 3,
           *         "quiz_number": 4,
           *         "quizzes_per_level": 5
           *       }
           *     }
           */
          'application/json': components['schemas']['QuizSummary']
        }
      }
      /** @description Division quiz started. */
      201: {
        headers: {
          Location: components['headers']['QuizLocation']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qz_D1v4Q5zR2m",
           *       "kind": "division",
           *       "status": "in_progress",
           *       "system": null,
           *       "subject": "math",
           *       "domain": null,
           *       "skills": [],
           *       "difficulty": null,
           *       "number_of_questions": 10,
           *       "timer_type": "strict",
           *       "seconds_per_question": 45,
           *       "time_limit_seconds": 450,
           *       "remaining_seconds": 450,
           *       "immediate_feedback": false,
           *       "started_at": "2025-09-12T19:00:00Z",
           *       "ends_at": "2025-09-12T19:07:30Z",
           *       "completed_at": null,
           *       "answered_count": 0,
           *       "current_position": 1,
           *       "division": {
           *         "level": 3,
           *         "quiz_number": 4,
           *         "quizzes_per_level": 5
           *       }
           *     }
           */
          'application/json': components['schemas']['QuizSummary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['SubscriptionRequired']
      409: components['responses']['Conflict']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  startShortTest: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /** @description The subject of the division. */
        subject: components['parameters']['SubjectPath']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The Short Test was already running; it is returned. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qz_Sh0rT7eSt",
           *       "kind": "short_test",
           *       "status": "in_progress",
           *       "system": null,
           *       "subject": "math",
           *       "domain": null,
           *       "skills": [],
           *       "difficulty": null,
           *       "number_of_questions": 10,
           *       "timer_type": "strict",
           *       "seconds_per_question": 45,
           *       "time_limit_seconds": 450,
           *       "remaining_seconds": 200,
           *       "immediate_feedback": false,
           *       "started_at": "2025-09-13T19:00:00Z",
           *       "ends_at": "2025-09-13T19:07:30Z",
           *       "completed_at": null,
           *       "answered_count": 6,
           *       "current_position": 7,
           *       "division": {
           *         "level": 3,
           *         "quiz_number": null,
           *         "quizzes_per_level": 5
           *       }
           *     }
           */
          'application/json': components['schemas']['QuizSummary']
        }
      }
      /** @description Short Test started. */
      201: {
        headers: {
          Location: components['headers']['QuizLocation']
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "qz_Sh0rT7eSt",
           *       "kind": "short_test",
           *       "status": "in_progress",
           *       "system": null,
           *       "subject": "math",
           *       "domain": null,
           *       "skills": [],
           *       "difficulty": null,
           *       "number_of_questions": 10,
           *       "timer_type": "strict",
           *       "seconds_per_question": 45,
           *       "time_limit_seconds": 450,
           *       "remaining_seconds": 450,
           *       "immediate_feedback": false,
           *       "started_at": "2025-09-13T19:00:00Z",
           *       "ends_at": "2025-09-13T19:07:30Z",
           *       "completed_at": null,
           *       "answered_count": 0,
           *       "current_position": 1,
           *       "division": {
           *         "level": 3,
           *         "quiz_number": null,
           *         "quizzes_per_level": 5
           *       }
           *     }
           */
          'application/json': components['schemas']['QuizSummary']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      403: components['responses']['SubscriptionRequired']
      409: components['responses']['NotEligibleForPromotion']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listDivisionProgress: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page']
        /** @description Rows per page. */
        per_page?: components['parameters']['PerPage']
        /** @description Only this subject. */
        subject?: components['schemas']['Subject']
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of progress events. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "dve_N6qB2hJs",
           *           "subject": "math",
           *           "event": "short_test",
           *           "quiz_id": "qz_Sh0rT7eSt",
           *           "level_before": 2,
           *           "level_after": 3,
           *           "status": "promoted",
           *           "points": 80,
           *           "max_points": 100,
           *           "percentage": 80,
           *           "message": "Congratulations, you have been promoted to Level 3.",
           *           "created_at": "2025-09-04T20:00:00Z"
           *         },
           *         {
           *           "id": "dve_K2mW9pQx",
           *           "subject": "math",
           *           "event": "round_completed",
           *           "quiz_id": "qz_D1v0Ld5Rn",
           *           "level_before": 2,
           *           "level_after": 2,
           *           "status": "eligible_for_promotion",
           *           "points": 720,
           *           "max_points": 900,
           *           "percentage": 80,
           *           "message": "You are eligible for promotion to Level 3. Pass the Short Test to level up.",
           *           "created_at": "2025-09-03T20:00:00Z"
           *         }
           *       ],
           *       "meta": {
           *         "total": 2,
           *         "page": 1,
           *         "per_page": 10,
           *         "last_page": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DivisionProgressList']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  listNotifications: {
    parameters: {
      query?: {
        /** @description Page number, from 1. */
        page?: components['parameters']['Page']
        /** @description Rows per page. */
        per_page?: components['parameters']['PerPage']
        /** @description Only unread notifications. */
        unread_only?: boolean
      }
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description A page of notifications. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "data": [
           *         {
           *           "id": "ntf_P8sK3dLq",
           *           "type": "trial_ending",
           *           "title": "Your free trial ends soon",
           *           "body": "Your free trial ends in 2 days. Choose a plan to keep practising.",
           *           "link": "/pricing",
           *           "read_at": null,
           *           "created_at": "2025-09-06T08:30:00Z"
           *         }
           *       ],
           *       "meta": {
           *         "total": 1,
           *         "page": 1,
           *         "per_page": 10,
           *         "last_page": 1,
           *         "unread_count": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['NotificationList']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  markNotificationRead: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path: {
        /**
         * @description A notification id.
         * @example ntf_P8sK3dLq
         */
        notification_id: components['parameters']['NotificationId']
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The notification, read. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "id": "ntf_P8sK3dLq",
           *       "type": "trial_ending",
           *       "title": "Your free trial ends soon",
           *       "body": "Your free trial ends in 2 days. Choose a plan to keep practising.",
           *       "link": "/pricing",
           *       "read_at": "2025-09-06T09:00:00Z",
           *       "created_at": "2025-09-06T08:30:00Z"
           *     }
           */
          'application/json': components['schemas']['Notification']
        }
      }
      400: components['responses']['BadRequest']
      401: components['responses']['Unauthorized']
      404: components['responses']['NotFound']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  markAllNotificationsRead: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description All read. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "updated": 3,
           *       "unread_count": 0
           *     }
           */
          'application/json': components['schemas']['ReadAllResponse']
        }
      }
      401: components['responses']['Unauthorized']
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getConfig: {
    parameters: {
      query?: never
      header?: {
        /** @description Interface language of the learner; every human message in the response is localized into it. Other values fall back to `en`. */
        'Accept-Language'?: components['parameters']['AcceptLanguage']
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description The configuration. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "app_name": "Exam-prep academy",
           *       "version": "1.0.0+3f9a2c1",
           *       "environment": "production",
           *       "locales": [
           *         "en",
           *         "ar"
           *       ],
           *       "default_locale": "en",
           *       "google_client_id": "1234567890-abcdefghij.apps.googleusercontent.com",
           *       "third_party_sign_in_enabled": true,
           *       "trial_days": 7,
           *       "timers": {
           *         "strict": 45,
           *         "loose": 60
           *       },
           *       "practice": {
           *         "min_questions": 5,
           *         "max_questions": 20,
           *         "default_questions": 10
           *       },
           *       "evaluation_questions": {
           *         "math": 22,
           *         "reading_writing": 27
           *       },
           *       "points": {
           *         "easy": 10,
           *         "medium": 20,
           *         "hard": 30
           *       },
           *       "divisions": {
           *         "levels": 10,
           *         "quizzes_per_level": 5,
           *         "questions_per_quiz": 10,
           *         "promotion_percent": 70,
           *         "relegation_percent": 40,
           *         "short_test_questions": 10,
           *         "short_test_pass_percent": 70
           *       },
           *       "dev_inbox_url": null,
           *       "route_rules": [],
           *       "country_lookup_url": null
           *     }
           */
          'application/json': components['schemas']['Config']
        }
      }
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
    }
  }
  getHealth: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Healthy. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "version": "1.0.0+3f9a2c1",
           *       "database": "ok",
           *       "time": "2025-09-10T17:00:00Z"
           *     }
           */
          'application/json': components['schemas']['Health']
        }
      }
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
      503: components['responses']['ServiceUnavailable']
    }
  }
  getReadiness: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Ready to serve. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          /**
           * @example {
           *       "status": "ready"
           *     }
           */
          'application/json': components['schemas']['Readiness']
        }
      }
      429: components['responses']['TooManyRequests']
      500: components['responses']['InternalServerError']
      503: components['responses']['ServiceUnavailable']
    }
  }
}
