/**
 * The image upload widget used in forms (SPEC §2 "Image upload widget", §5, §8).
 *
 * With JavaScript: tabs to upload a file (drag and drop or browse) or to give a URL; the file goes
 * straight to storage (POST /api/images/upload-url, then PUT), and the chosen URL is kept in a
 * hidden input named `name`, so the surrounding form submits only that text.
 *
 * Without JavaScript (and until hydration): plain file and URL inputs (`{name}File`, `{name}Url`)
 * that a multipart form posts; the action reads them with readImageFromForm / readImagesFromForm.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from "react";
import { useToast } from "./ui/toast";
import { MAX_IMAGE_BYTES, PUBLIC_OBJECTS_PATH, isImageContentType, normaliseImageUrl, uploadExtensionFor } from "~/lib/image-upload";
import { useHydrated } from "~/lib/use-hydrated";

/** How long to wait before checking that an uploaded image is being served (SPEC §9). */
const VERIFY_DELAY_MS = 3000;

const UPLOAD_FAILED_FALLBACK = "Failed to upload image. Try using the URL option instead.";

type UploadStatus = "idle" | "uploading" | "done" | "failed";

async function requestUploadTarget(file: File): Promise<{ uploadURL: string; imagePath: string }> {
  const response = await fetch("/api/images/upload-url", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fileExtension: uploadExtensionFor(file.type, file.name) }),
  });
  if (!response.ok) throw new Error("Failed to get upload URL");
  return (await response.json()) as { uploadURL: string; imagePath: string };
}

/** The server's message for a refused upload, else the status text. */
async function failureText(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === "string" && message) return message;
  } catch {
    // Not JSON (a proxy's page, the body-size guard's plain text): use it as it is.
  }
  return body.trim().slice(0, 200) || response.statusText;
}

async function putFile(uploadURL: string, file: File): Promise<void> {
  const response = await fetch(uploadURL, { method: "PUT", credentials: "include", headers: { "Content-Type": file.type }, body: file });
  if (!response.ok) throw new Error(`Failed to upload image: ${response.status} ${await failureText(response)}`);
}

async function isServed(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: "HEAD", credentials: "include" })).ok;
  } catch {
    return false;
  }
}

/** Uploads one file with the SPEC's checks and toasts; resolves to its URL, or undefined when refused or failed. */
function useImageUploader() {
  const showToast = useToast();
  const [status, setStatus] = useState<UploadStatus>("idle");
  const verifyTimers = useRef(new Set<number>());

  useEffect(() => {
    const timers = verifyTimers.current;
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  const upload = useCallback(
    async (file: File): Promise<string | undefined> => {
      if (!isImageContentType(file.type)) {
        showToast({ title: "Invalid file type", description: "Please upload an image file (JPG, PNG, GIF, WebP)", variant: "destructive" });
        return undefined;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        showToast({ title: "File too large", description: "Image must be smaller than 5MB", variant: "destructive" });
        return undefined;
      }
      setStatus("uploading");
      try {
        const { uploadURL, imagePath } = await requestUploadTarget(file);
        await putFile(uploadURL, file);
        const url = PUBLIC_OBJECTS_PATH + imagePath;
        setStatus("done");
        showToast({ title: "Image uploaded!", description: "Your image has been successfully uploaded." });
        const timer = window.setTimeout(() => {
          verifyTimers.current.delete(timer);
          void isServed(url).then((served) => {
            if (!served) {
              showToast({
                title: "Upload succeeded",
                description: "Image uploaded but may take a moment to appear. If it doesn't show, try using the URL option instead.",
              });
            }
          });
        }, VERIFY_DELAY_MS);
        verifyTimers.current.add(timer);
        return url;
      } catch (error) {
        setStatus("failed");
        const message = error instanceof Error && error.message ? error.message : UPLOAD_FAILED_FALLBACK;
        showToast({ title: "Upload failed", description: message, variant: "destructive" });
        return undefined;
      }
    },
    [showToast],
  );

  return { status, upload };
}

interface TabSpec {
  key: string;
  label: string;
  panel: ReactNode;
}

/** Minimal accessible tabs (WAI-ARIA pattern: arrow keys move between tabs). */
function Tabs({ tabs, label }: { tabs: TabSpec[]; label: string }) {
  const baseId = useId();
  const [active, setActive] = useState(tabs[0]?.key ?? "");
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    setActive(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex border-b border-rule">
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${selected ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="pt-3"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

function FileDropzone({ multiple = false, busy, onFiles }: { multiple?: boolean; busy: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <label
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded border-2 border-dashed px-4 py-8 text-center text-sm focus-within:border-accent ${
        dragging ? "border-accent bg-accent/5" : "border-rule bg-white hover:border-muted"
      } ${busy ? "cursor-wait opacity-60" : ""}`}
    >
      <input
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={busy}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so that choosing the same file again still fires a change.
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <span className="text-ink">
        Drag and drop {multiple ? "images" : "an image"} here, or <span className="font-semibold text-accent underline">browse</span>
      </span>
      <span className="text-xs text-muted">Max file size: 5MB</span>
    </label>
  );
}

function UrlEntry({ onAdd }: { onAdd: (url: string) => void }) {
  const showToast = useToast();
  const inputId = useId();
  const [text, setText] = useState("");

  function add() {
    if (text.trim() === "") {
      showToast({ title: "URL required", description: "Please enter an image URL", variant: "destructive" });
      return;
    }
    const url = normaliseImageUrl(text);
    if (!url) {
      showToast({ title: "Invalid URL", description: "Please enter a valid image URL", variant: "destructive" });
      return;
    }
    onAdd(url);
    setText("");
    showToast({ title: "Image URL added!" });
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        Image URL
      </label>
      {/* Not type="url" and no name: the hidden input carries the value, and a half-typed URL must not block the form. */}
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/image.jpg"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add();
          }
        }}
        className="w-full rounded border border-rule bg-white px-3 py-2 text-ink"
      />
      <button type="button" onClick={add} className="shrink-0 rounded bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-ink/85">
        Add URL
      </button>
    </div>
  );
}

function ProgressText({ status, text }: { status: UploadStatus; text: string }) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-muted">
      {status === "uploading" ? text : ""}
    </p>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-accent">
      {error}
    </p>
  ) : null;
}

const FALLBACK_INPUT_CLASS = "block w-full rounded border border-rule bg-white px-3 py-2 text-sm text-ink";

export interface ImageUploadProps {
  /** Form field base name: the URL is posted as `name`; without JavaScript also `{name}File` and `{name}Url`. */
  name: string;
  label: string;
  defaultValue?: string;
  onChange?: (url: string | undefined) => void;
  /** A validation message from the form to show under the field. */
  error?: string;
}

/** One image (a main or featured image). */
export function ImageUpload({ name, label, defaultValue, onChange, error }: ImageUploadProps) {
  const hydrated = useHydrated();
  const errorId = useId();
  if (!hydrated) {
    return (
      <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1 font-semibold">{label}</legend>
        {defaultValue ? <img src={defaultValue} alt={`Current ${label.toLowerCase()}`} className="max-h-48 rounded border border-rule bg-white object-contain" /> : null}
        <input type="hidden" name={name} value={defaultValue ?? ""} />
        <label className="block text-sm">
          <span className="mb-1 block text-muted">{defaultValue ? "Replace with a file" : "Upload a file"} (Max file size: 5MB)</span>
          <input type="file" name={`${name}File`} accept="image/*" className={FALLBACK_INPUT_CLASS} />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block text-muted">Or an image URL</span>
          <input type="url" name={`${name}Url`} placeholder="https://example.com/image.jpg" className={FALLBACK_INPUT_CLASS} />
        </label>
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  }
  return <ImageUploadWidget name={name} label={label} defaultValue={defaultValue} onChange={onChange} error={error} errorId={errorId} />;
}

function ImageUploadWidget({ name, label, defaultValue, onChange, error, errorId }: ImageUploadProps & { errorId: string }) {
  const [value, setValue] = useState(defaultValue ?? "");
  const [progressText, setProgressText] = useState("Uploading image...");
  const { status, upload } = useImageUploader();
  const hiddenRef = useRef<HTMLInputElement>(null);

  // A new defaultValue (a recovered draft, a reloaded record) replaces the current image.
  const [shownDefault, setShownDefault] = useState(defaultValue);
  if (defaultValue !== shownDefault) {
    setShownDefault(defaultValue);
    setValue(defaultValue ?? "");
  }

  const change = useCallback(
    (next: string) => {
      setValue(next);
      onChange?.(next || undefined);
    },
    [onChange],
  );

  // form.reset() leaves hidden inputs alone; bring the widget back to its starting image too.
  useEffect(() => {
    const form = hiddenRef.current?.form;
    if (!form) return;
    const reset = () => setValue(defaultValue ?? "");
    form.addEventListener("reset", reset);
    return () => form.removeEventListener("reset", reset);
  }, [defaultValue]);

  async function uploadFiles(files: File[]) {
    const file = files[0];
    if (!file) return;
    setProgressText(value ? "Replacing image..." : "Uploading image...");
    const url = await upload(file);
    if (url) change(url);
  }

  function addUrl(url: string) {
    change(url);
  }

  const busy = status === "uploading";
  const uploadPanel = <FileDropzone busy={busy} onFiles={(files) => void uploadFiles(files)} />;
  const urlPanel = <UrlEntry onAdd={addUrl} />;

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined} aria-busy={busy}>
      <legend className="mb-1 font-semibold">{label}</legend>
      <input ref={hiddenRef} type="hidden" name={name} value={value} />
      {value ? (
        <>
          <div className="relative inline-block max-w-full">
            <img src={value} alt={`${label} preview`} className="max-h-64 max-w-full rounded border border-rule bg-white object-contain" />
            <button
              type="button"
              onClick={() => change("")}
              aria-label="Remove image"
              className="absolute top-2 right-2 flex h-8 w-8 items-center justify-center rounded-full bg-ink/80 text-lg leading-none text-white hover:bg-accent"
            >
              ×
            </button>
          </div>
          <div className="rounded border border-rule bg-paper p-3">
            <p className="mb-2 text-sm font-semibold">Replace Image</p>
            <Tabs
              label={`Replace ${label.toLowerCase()}`}
              tabs={[
                { key: "upload", label: "Upload New", panel: uploadPanel },
                { key: "url", label: "From URL", panel: urlPanel },
              ]}
            />
          </div>
        </>
      ) : (
        <Tabs
          label={label}
          tabs={[
            { key: "upload", label: "Upload File", panel: uploadPanel },
            { key: "url", label: "From URL", panel: urlPanel },
          ]}
        />
      )}
      <ProgressText status={status} text={progressText} />
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface MultiImageUploadProps {
  /** Form field name, repeated once per image; without JavaScript also `{name}Files` and `{name}Url`. */
  name: string;
  label: string;
  defaultValue?: string[];
  onChange?: (urls: string[]) => void;
  error?: string;
}

function distinct(urls: string[] | undefined): string[] {
  return [...new Set(urls ?? [])];
}

/** A list of additional images, shown as removable thumbnails. */
export function MultiImageUpload({ name, label, defaultValue, onChange, error }: MultiImageUploadProps) {
  const hydrated = useHydrated();
  const errorId = useId();
  if (!hydrated) {
    return (
      <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1 font-semibold">{label}</legend>
        {defaultValue?.length ? (
          // Checkboxes rather than hidden inputs, so that images can be removed without JavaScript.
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {defaultValue.map((url, index) => (
              <li key={url}>
                <label className="block text-sm">
                  <img src={url} alt={`Image ${index + 1}`} className="aspect-square w-full rounded border border-rule bg-white object-cover" />
                  <span className="mt-1 flex items-center gap-1.5">
                    <input type="checkbox" name={name} value={url} defaultChecked /> Keep
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <label className="block text-sm">
          <span className="mb-1 block text-muted">Add image files (Max file size: 5MB each)</span>
          <input type="file" name={`${name}Files`} accept="image/*" multiple className={FALLBACK_INPUT_CLASS} />
        </label>
        <label className="block text-sm">
          <span className="mb-1 block text-muted">Or add an image URL</span>
          <input type="url" name={`${name}Url`} placeholder="https://example.com/image.jpg" className={FALLBACK_INPUT_CLASS} />
        </label>
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  }
  return <MultiImageUploadWidget name={name} label={label} defaultValue={defaultValue} onChange={onChange} error={error} errorId={errorId} />;
}

function MultiImageUploadWidget({ name, label, defaultValue, onChange, error, errorId }: MultiImageUploadProps & { errorId: string }) {
  const [urls, setUrls] = useState(() => distinct(defaultValue));
  const { status, upload } = useImageUploader();
  const listRef = useRef<HTMLDivElement>(null);
  // Uploads finish one after another while the list may change; each adds to the latest list.
  const latest = useRef(urls);
  useLayoutEffect(() => {
    latest.current = urls;
  }, [urls]);

  // Compared by content: a parent may pass a new array with the same images on every render.
  const defaultKey = (defaultValue ?? []).join("\n");
  const [shownDefaultKey, setShownDefaultKey] = useState(defaultKey);
  if (defaultKey !== shownDefaultKey) {
    setShownDefaultKey(defaultKey);
    setUrls(distinct(defaultValue));
  }

  const commit = useCallback(
    (next: string[]) => {
      latest.current = next;
      setUrls(next);
      onChange?.(next);
    },
    [onChange],
  );

  useEffect(() => {
    const form = listRef.current?.closest("form");
    if (!form) return;
    const initial = distinct(defaultKey ? defaultKey.split("\n") : []);
    const reset = () => {
      latest.current = initial;
      setUrls(initial);
    };
    form.addEventListener("reset", reset);
    return () => form.removeEventListener("reset", reset);
  }, [defaultKey]);

  function add(url: string) {
    if (!latest.current.includes(url)) commit([...latest.current, url]);
  }

  async function uploadFiles(files: File[]) {
    for (const file of files) {
      const url = await upload(file);
      if (url) add(url);
    }
  }

  const busy = status === "uploading";

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined} aria-busy={busy}>
      <legend className="mb-1 font-semibold">{label}</legend>
      <div ref={listRef}>
        {urls.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {urls.map((url, index) => (
              <li key={url} className="relative">
                <img src={url} alt={`Image ${index + 1}`} loading="lazy" className="aspect-square w-full rounded border border-rule bg-white object-cover" />
                <button
                  type="button"
                  onClick={() => commit(latest.current.filter((existing) => existing !== url))}
                  aria-label={`Remove image ${index + 1}`}
                  className="absolute top-1.5 right-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-ink/80 leading-none text-white hover:bg-accent"
                >
                  ×
                </button>
                <input type="hidden" name={name} value={url} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No additional images yet.</p>
        )}
      </div>
      <Tabs
        label={label}
        tabs={[
          { key: "upload", label: "Upload Files", panel: <FileDropzone multiple busy={busy} onFiles={(files) => void uploadFiles(files)} /> },
          { key: "url", label: "From URL", panel: <UrlEntry onAdd={add} /> },
        ]}
      />
      <ProgressText status={status} text="Uploading image..." />
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
