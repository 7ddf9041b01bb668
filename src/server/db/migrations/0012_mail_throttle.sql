-- Issue 38 (placeholder, replaced by its owner): 0012_mail_throttle.
SELECT 1;
