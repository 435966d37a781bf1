/** Brand and contact details: the one place they are written. */
export const site = {
  company: "CarbonTracker Technologies Private Limited",
  brand: "CarbonTracker",
  tagline: "Carbon emission management for Scope 1, 2 and 3",
  url:
    (import.meta.env?.VITE_PUBLIC_BASE_URL as string | undefined)?.replace(/\/$/, "") ?? "https://carbontracker.co.in",
  email: {
    sales: "sales@carbontracker.co.in",
    support: "support@carbontracker.co.in",
    press: "press@carbontracker.co.in",
    media: "media@carbontracker.co.in",
    partners: "partners@carbontracker.co.in",
    alliances: "alliances@carbontracker.co.in",
    careers: "careers@carbontracker.co.in",
    privacy: "privacy@carbontracker.co.in",
    legal: "legal@carbontracker.co.in",
  },
  phone: { display: "+91 120 456 7890", href: "tel:+911204567890" },
  whatsapp: { number: "911204567890", message: "Hello CarbonTracker, I'd like to know more about your platform." },
  address: {
    lines: ["Tower B, Logix Cyber Park, Sector 62", "Noida, Uttar Pradesh 201301", "India"],
    locality: "Noida",
    region: "Uttar Pradesh",
    postalCode: "201301",
    country: "IN",
  },
  hours: "Monday to Friday, 9:30 to 18:30 IST",
  careersNetworkUrl: "https://www.linkedin.com/company/carbontracker-technologies/jobs/",
} as const;
