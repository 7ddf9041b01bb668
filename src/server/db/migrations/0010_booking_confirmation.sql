-- Issue 38 (placeholder, replaced by its owner): 0010_booking_confirmation.
SELECT 1;
