import { describe, expect, it } from "vitest";
import { kindOf, kindTable } from "../../core/kinds";
import { kindSettings } from "./kind-settings";

const offered = (type: string) => {
  const s = kindSettings(kindOf(type));
  return Object.keys(s).filter((k) => s[k as keyof typeof s]);
};

describe("kindSettings (issue 27: only the settings that apply)", () => {
  it("offers the new kinds only their own settings", () => {
    expect(offered("hidden")).toEqual(["address"]);
    expect(offered("rating")).toEqual(["scale"]);
    expect(offered("range")).toEqual(["valueBounds", "step"]);
    expect(offered("time")).toEqual(["timeBounds"]);
    expect(offered("url")).toEqual(["placeholder", "lengthBounds", "pattern"]);
  });

  it("keeps the spec's ten kinds as they were: placeholder and pattern, their bounds", () => {
    expect(offered("text")).toEqual(["placeholder", "lengthBounds", "pattern"]);
    expect(offered("number")).toEqual(["placeholder", "valueBounds", "pattern"]);
    for (const kind of kindTable().filter((k) => k.group === "Add Fields")) {
      const s = kindSettings(kind);
      expect(s.placeholder && s.pattern, kind.typeName).toBe(true);
      expect(s.step || s.scale || s.timeBounds || s.address, kind.typeName).toBe(false);
    }
  });

  it("offers an unknown (imported) type a placeholder and a pattern", () => {
    expect(offered("signature")).toEqual(["placeholder", "pattern"]);
  });
});
