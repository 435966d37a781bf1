-- Account emails may carry a single-use link: once sent or given up on, their text is dropped (mail/outbox.ts), and
-- those sent before lose it now. Outbox rows are no longer all kept for ever either: a deleted account's emails go
-- with it (accounts/account-store.ts).
UPDATE mail_outbox SET text_body = '', html_body = '' WHERE kind = 'account' AND status IN ('sent', 'failed');
