-- Issue 38 (placeholder, replaced by its owner): 0011_booking_limits.
SELECT 1;
