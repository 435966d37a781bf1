import { EmailJSResponseStatus } from "@emailjs/browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { industries } from "../../contracts/options";
import {
  emailServiceConfig,
  emailTemplateParams,
  mailtoUrl,
  readableLines,
  serverOutcome,
  submitForm,
} from "./submit-form";

const send = vi.hoisted(() => vi.fn());
vi.mock("@emailjs/browser", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@emailjs/browser")>()),
  send,
}));

const demo = {
  fullName: "Asha Rao",
  email: "asha@example.in",
  company: "Rao Steel",
  jobTitle: "Head of Sustainability",
  industry: "manufacturing",
  facilities: "",
  currentChallenges: "Scope 3 data\nfrom 40 suppliers & more",
  timeline: "quarter",
  consent: true,
};
const fields = {
  fullName: { label: "Full name" },
  email: { label: "Work email" },
  industry: { label: "Industry", format: industries.label },
};

describe("serverOutcome", () => {
  it("accepts 2xx", () => {
    expect(serverOutcome({ status: 201 })).toBe("accepted");
    expect(serverOutcome({ status: 200 })).toBe("accepted");
  });
  it("treats our server's 4xx as a refusal", () => {
    for (const status of [400, 404, 413, 415, 422, 429]) {
      expect(serverOutcome({ status, contentType: "application/problem+json; charset=utf-8" })).toBe("refused");
    }
    expect(serverOutcome({ status: 422, contentType: "application/json" })).toBe("refused");
    expect(serverOutcome({ status: 400 })).toBe("refused");
  });
  it("treats network errors, 5xx and a host without the endpoint as unreachable", () => {
    expect(serverOutcome("network-error")).toBe("unreachable");
    for (const status of [500, 502, 503, 504]) expect(serverOutcome({ status })).toBe("unreachable");
    expect(serverOutcome({ status: 404, contentType: "text/html" })).toBe("unreachable");
    expect(serverOutcome({ status: 405, contentType: null })).toBe("unreachable");
  });
});

describe("readableLines", () => {
  it("uses labels and option labels, skips blanks, humanises unknown keys, spells booleans", () => {
    expect(readableLines(demo, fields)).toEqual([
      "Full name: Asha Rao",
      "Work email: asha@example.in",
      "Company: Rao Steel",
      "Job title: Head of Sustainability",
      "Industry: Manufacturing",
      "Current challenges: Scope 3 data\nfrom 40 suppliers & more",
      "Timeline: quarter",
      "Consent: Yes",
    ]);
  });
});

describe("emailTemplateParams", () => {
  it("has exactly the spec's eight parameters", () => {
    const params = emailTemplateParams("Demo Request", demo, "2026-11-21T10:00:00.000Z", fields);
    expect(params).toEqual({
      form_type: "Demo Request",
      timestamp: "2026-11-21T10:00:00.000Z",
      from_name: "Asha Rao",
      from_email: "asha@example.in",
      company: "Rao Steel",
      form_data: readableLines(demo, fields).join("\n"),
      to_email: "sales@carbontracker.co.in",
      subject: "Demo Request from Asha Rao",
    });
  });
  it("finds the sender in contact-style and sign-up-style data", () => {
    expect(emailTemplateParams("Contact Form", { name: "Ravi", email: "r@x.in" }, "t").from_name).toBe("Ravi");
    const split = emailTemplateParams("Contact Form", { firstName: "A", lastName: "B" }, "t");
    expect(split.from_name).toBe("A B");
    expect(emailTemplateParams("Newsletter", { email: "x@y.in" }, "t").subject).toBe("Newsletter");
  });
});

describe("mailtoUrl", () => {
  it("addresses sales with the form type as subject and the encoded field lines as body", () => {
    const url = mailtoUrl("Demo Request", demo, fields);
    expect(url.startsWith("mailto:sales@carbontracker.co.in?subject=Demo%20Request&body=")).toBe(true);
    const body = new URL(url).searchParams.get("body");
    expect(body).toBe(readableLines(demo, fields).join("\r\n"));
    expect(url).not.toMatch(/[ \r\n]/);
    expect(url.match(/&/g)).toHaveLength(1);
    expect(url).toContain("%26%20more");
  });
});

describe("emailServiceConfig", () => {
  it("needs all three settings", () => {
    expect(emailServiceConfig({})).toBeNull();
    expect(emailServiceConfig({ VITE_EMAILJS_SERVICE_ID: "s", VITE_EMAILJS_TEMPLATE_ID: "t" })).toBeNull();
    expect(
      emailServiceConfig({ VITE_EMAILJS_SERVICE_ID: "s", VITE_EMAILJS_TEMPLATE_ID: "t", VITE_EMAILJS_PUBLIC_KEY: " " }),
    ).toBeNull();
    expect(
      emailServiceConfig({ VITE_EMAILJS_SERVICE_ID: "s", VITE_EMAILJS_TEMPLATE_ID: "t", VITE_EMAILJS_PUBLIC_KEY: "k" }),
    ).toEqual({ serviceId: "s", templateId: "t", publicKey: "k" });
  });
});

describe("submitForm chooses the channel", () => {
  const location = { href: "" };
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    location.href = "";
    fetchMock.mockReset();
    send.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("window", { location });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  const configure = () => {
    vi.stubEnv("VITE_EMAILJS_SERVICE_ID", "service_1");
    vi.stubEnv("VITE_EMAILJS_TEMPLATE_ID", "template_1");
    vi.stubEnv("VITE_EMAILJS_PUBLIC_KEY", "public_1");
  };

  it("posts the envelope and reports the server's id", async () => {
    fetchMock.mockResolvedValue(Response.json({ id: "01JABC" }, { status: 201 }));
    const result = await submitForm("Demo Request", demo, { fields });
    expect(result).toEqual({ ok: true, channel: "server", id: "01JABC" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/forms/submissions");
    const sent = JSON.parse(String(init?.body));
    expect(sent).toMatchObject({ formType: "Demo Request", data: demo, homepage: "" });
    expect(new Date(sent.timestamp).toISOString()).toBe(sent.timestamp);
    expect(location.href).toBe("");
  });

  it("returns a refusal and keeps quiet elsewhere on a 4xx", async () => {
    configure();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ title: "Invalid", status: 422, detail: "email is invalid" }), {
        status: 422,
        headers: { "content-type": "application/problem+json" },
      }),
    );
    expect(await submitForm("Sales Inquiry", demo)).toEqual({ ok: false, status: 422, detail: "email is invalid" });
    expect(send).not.toHaveBeenCalled();
    expect(location.href).toBe("");
  });

  it("uses the email service when the server is unreachable and it is configured", async () => {
    configure();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    send.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    expect(await submitForm("Demo Request", demo, { fields })).toEqual({ ok: true, channel: "email-service" });
    const [serviceId, templateId, params, options] = send.mock.calls[0]!;
    expect([serviceId, templateId, options]).toEqual(["service_1", "template_1", { publicKey: "public_1" }]);
    expect(Object.keys(params).sort()).toEqual(
      ["company", "form_data", "form_type", "from_email", "from_name", "subject", "timestamp", "to_email"].sort(),
    );
    expect(location.href).toBe("");
  });

  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [0, "Network Error"],
  ])("falls through to the mail link when the email service answers %i", async (status, text) => {
    configure();
    fetchMock.mockResolvedValue(new Response("Bad Gateway", { status: 502 }));
    send.mockRejectedValue(new EmailJSResponseStatus(status, text));
    expect(await submitForm("Contact Form", { name: "Ravi", email: "r@x.in", message: "Hi" })).toEqual({
      ok: true,
      channel: "mail-link",
    });
    expect(location.href).toBe(
      `mailto:sales@carbontracker.co.in?subject=Contact%20Form&body=${encodeURIComponent("Name: Ravi\r\nEmail: r@x.in\r\nMessage: Hi")}`,
    );
  });

  it("opens the mail link when the email service is not configured", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await submitForm("Demo Request", demo, { fields })).toEqual({ ok: true, channel: "mail-link" });
    expect(send).not.toHaveBeenCalled();
    expect(location.href).toBe(mailtoUrl("Demo Request", demo, fields));
  });

  it("relays nothing for a bot that filled the hidden field", async () => {
    configure();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await submitForm("Demo Request", demo, { honeypot: "http://spam.example" });
    expect(send).not.toHaveBeenCalled();
    expect(location.href).toBe("");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).homepage).toBe("http://spam.example");
  });
});
