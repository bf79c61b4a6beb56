/** The anchor of My Bookings' "My activities" section: the payment success page after an activity links to it. */
export const MY_ACTIVITIES_ANCHOR = 'my-activities';
