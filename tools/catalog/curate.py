#!/usr/bin/env python3
"""Build GPU Scout's bundled catalog from the raw reference CSVs.

    python3 tools/catalog/curate.py --data ../shared/data \
        --out resources/catalog/gpuscout-catalog.json

Inputs: the raw CSVs in --data (gpu-specs, provider-features, cloud-offers,
cloud-offers-additions, sd-benchmarks, model-profiles) and the hand-curated
gap fills in tools/catalog/curation.json (next to this script).

Output: one catalog document in the format of docs/catalog-format.md (schema
version 1), written deterministically (stable order, 2-space indent, UTF-8,
trailing newline). The script validates its own output against every rule of
that format and exits non-zero, naming the record, on any violation.

Standard library only. Every mapping decision is in an explicit table below;
docs/catalog-sources.md explains the judgement calls.
"""

import argparse
import csv
import datetime
import json
import math
import os
import re
import sys

SCHEMA_VERSION = 1
CATALOG_VERSION = "2026.12.05.3"
GENERATED_AT = "2026-12-05"
PUBLISHER = "GPU Scout project"

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# GPU names in gpu-specs.csv -> GPU id. Ids are lowercase slugs of the name
# without the "GeForce"/"Tesla" prefixes; the memory size or form factor stays
# in the id where the name needs it to be unique.
# ---------------------------------------------------------------------------
GPU_SPEC_IDS = {
    "Tesla T4": "t4",
    "Tesla V100 16GB (SXM2)": "v100-16gb-sxm2",
    "Tesla V100 32GB (SXM2)": "v100-32gb-sxm2",
    "A10": "a10",
    "A10G": "a10g",
    "A16": "a16",
    "L4": "l4",
    "L40": "l40",
    "L40S": "l40s",
    "A100 40GB PCIe": "a100-40gb-pcie",
    "A100 80GB PCIe": "a100-80gb-pcie",
    "A100 40GB SXM4": "a100-40gb-sxm4",
    "A100 80GB SXM4": "a100-80gb-sxm4",
    "H100 PCIe": "h100-pcie",
    "H100 SXM": "h100-sxm",
    "H100 NVL": "h100-nvl",
    "H200": "h200",
    "GH200 (96GB HBM3)": "gh200-96gb",
    "GH200 (141/144GB HBM3e)": "gh200-144gb",
    "B200": "b200",
    "RTX PRO 6000 Blackwell": "rtx-pro-6000-blackwell",
    "RTX A4000": "rtx-a4000",
    "RTX A4500": "rtx-a4500",
    "RTX A5000": "rtx-a5000",
    "RTX A6000": "rtx-a6000",
    "RTX 6000 Ada": "rtx-6000-ada",
    "RTX 4000 Ada": "rtx-4000-ada",
    "RTX 2000 Ada": "rtx-2000-ada",
    "GeForce RTX 3060 12GB": "rtx-3060-12gb",
    "GeForce RTX 3060 Ti": "rtx-3060-ti",
    "GeForce RTX 3070": "rtx-3070",
    "GeForce RTX 3080 10GB": "rtx-3080-10gb",
    "GeForce RTX 3080 Ti": "rtx-3080-ti",
    "GeForce RTX 3090": "rtx-3090",
    "GeForce RTX 3090 Ti": "rtx-3090-ti",
    "GeForce RTX 4060 Ti 16GB": "rtx-4060-ti-16gb",
    "GeForce RTX 4070": "rtx-4070",
    "GeForce RTX 4070 Ti": "rtx-4070-ti",
    "GeForce RTX 4080": "rtx-4080",
    "GeForce RTX 4080 SUPER": "rtx-4080-super",
    "GeForce RTX 4090": "rtx-4090",
    "GeForce RTX 5060 Ti 16GB": "rtx-5060-ti-16gb",
    "GeForce RTX 5070": "rtx-5070",
    "GeForce RTX 5080": "rtx-5080",
    "GeForce RTX 5090": "rtx-5090",
    "Instinct MI250": "mi250",
    "Instinct MI250X": "mi250x",
    "Instinct MI300X": "mi300x",
    "Instinct MI325X": "mi325x",
    "Radeon RX 7900 XTX": "rx-7900-xtx",
    "A40": "a40",
    "A30": "a30",
    "L20": "l20",
    "RTX 5000 Ada": "rtx-5000-ada",
    "Tesla P100 PCIe 16GB": "p100-pcie-16gb",
    "Tesla V100 PCIe 16GB": "v100-16gb-pcie",
    "B300": "b300",
    "Quadro RTX 6000": "quadro-rtx-6000",
    "Quadro P4000": "quadro-p4000",
    "Radeon RX 9070 XT": "rx-9070-xt",
}

# ---------------------------------------------------------------------------
# Provider names in provider-features.csv -> (id, display name, pricing page).
# ---------------------------------------------------------------------------
PROVIDER_FEATURE_IDS = {
    "RunPod (Pods: Secure + Community Cloud)": ("runpod", "RunPod", "https://www.runpod.io/pricing"),
    "RunPod Serverless": ("runpod-serverless", "RunPod Serverless", "https://docs.runpod.io/serverless/pricing"),
    "Vast.ai": ("vast-ai", "Vast.ai", "https://vast.ai/pricing"),
    "Lambda (Lambda Cloud)": ("lambda", "Lambda", "https://lambda.ai/instances"),
    "Paperspace (DigitalOcean)": ("paperspace", "Paperspace (DigitalOcean)", None),
    "DigitalOcean GPU Droplets": ("digitalocean", "DigitalOcean GPU Droplets", "https://www.digitalocean.com/pricing/gpu-droplets"),
    "AWS EC2 (g4dn/g5/g6/g6e/p4d/p5)": ("aws", "AWS EC2", "https://aws.amazon.com/ec2/spot/pricing/"),
    "Google Cloud (Compute Engine G2/A2/A3)": ("gcp", "Google Cloud Compute Engine", None),
    "Azure (NC/ND series)": ("azure", "Microsoft Azure", None),
    "CoreWeave": ("coreweave", "CoreWeave", "https://www.coreweave.com/pricing"),
    "TensorDock": ("tensordock", "TensorDock", None),
    "Jarvislabs": ("jarvislabs", "Jarvislabs", None),
    "Hyperstack (NexGen Cloud)": ("hyperstack", "Hyperstack (NexGen Cloud)", "https://www.hyperstack.cloud/gpu-pricing"),
    "DataCrunch / Verda": ("datacrunch", "DataCrunch / Verda", "https://datacrunch.io/pricing"),
    "Genesis Cloud": ("genesis-cloud", "Genesis Cloud", "https://www.genesiscloud.com/pricing"),
    "OVHcloud (Public Cloud GPU)": ("ovhcloud", "OVHcloud Public Cloud", None),
    "Scaleway": ("scaleway", "Scaleway", None),
    "FluidStack": ("fluidstack", "FluidStack", None),
    "Modal": ("modal", "Modal", None),
    "Replicate": ("replicate", "Replicate", "https://replicate.com/pricing"),
    "Together AI": ("together", "Together AI", None),
    "SaladCloud": ("saladcloud", "SaladCloud", None),
    "RunComfy (managed ComfyUI)": ("runcomfy", "RunComfy (managed ComfyUI)", "https://docs.runcomfy.com/about-billing"),
    "Crusoe Cloud": ("crusoe", "Crusoe Cloud", "https://crusoe.ai/cloud/pricing"),
    "Nebius AI Cloud": ("nebius", "Nebius AI Cloud", "https://nebius.com/prices"),
    "Vultr (Cloud GPU)": ("vultr", "Vultr", "https://www.vultr.com/pricing/"),
    "Thunder Compute": ("thunder-compute", "Thunder Compute", "https://www.thundercompute.com/pricing"),
}

# provider-features.csv `observed_date` text -> (catalog date, note). The earliest
# explicit date wins so a record never looks fresher than its oldest part.
PROVIDER_OBSERVED = {
    "runpod": ("2026-11-09", None),
    "runpod-serverless": ("2026-01-15", "docs undated; date is the cited blog post's"),
    "vast-ai": ("2026-10-07", None),
    "lambda": ("2026-09-20", "billing docs and Shadeform fixture undated"),
    "paperspace": ("2026-08-22", "date of the api-evangelist repository snapshot"),
    "digitalocean": ("2026-05-28", "pricing docs validated 2026-05-28; pricing page read 2026-09-20"),
    "aws": ("2026", "blog 2026-06, EBS note 'early 2026', AWS user guide undated: year only"),
    "gcp": ("2026-07-30", None),
    "azure": ("2025-04-21", "earliest dated part (Microsoft Q&A answer); api-evangelist 2026-05-04; Azure FAQ undated"),
    "coreweave": ("2026-09-20", "pricing page 2026-09-20; billing docs undated"),
    "tensordock": ("2026-05-25", None),
    "jarvislabs": ("2026-06-21", None),
    "hyperstack": ("2026-08-26", None),
    "datacrunch": ("2026-06-21", None),
    "genesis-cloud": ("2024", "support articles undated; 2024 is a conservative partial date"),
    "ovhcloud": ("2024", "SkyPilot catalog snapshot @8a258f5, date not recorded; 2024 is a conservative partial date"),
    "scaleway": ("2025-10-28", None),
    "fluidstack": ("2024", "SkyPilot catalog snapshot @002403b, date not recorded; 2024 is a conservative partial date"),
    "modal": ("2026-07-01", None),
    "replicate": ("2026-10-07", None),
    "together": ("2026-05-08", None),
    "saladcloud": ("2024", "blog posts undated (2024-2025 per the raw note); earliest year used"),
    "runcomfy": ("2024", "billing docs undated; 2024 is a conservative partial date"),
    "crusoe": ("2026-04-27", "billing FAQ 2026-04-27; pricing page 2026-09-20"),
    "nebius": ("2025-10", "docs undated; billing-change note of Oct 2025"),
    "vultr": ("2025-09-15", None),
    "thunder-compute": ("2026-06-21", None),
}

# Billing granularity text -> billing_increment_s.
GRANULARITY_SECONDS = {"second": 1, "minute": 60, "hour": 3600}

# provider-features.csv `min_charge` -> min_billed_s. "no minimum" stated -> 0,
# not stated or not confirmed -> None. Explicit per provider.
MIN_CHARGE_SECONDS = {
    "runpod": None,               # empty cell
    "runpod-serverless": None,    # "rounded up to nearest second": an increment, not a minimum
    "vast-ai": None,
    "lambda": None,               # "none stated; billed in 1-minute increments"
    "paperspace": None,
    "digitalocean": 60,           # "60 s or $0.01, whichever is higher"
    "aws": 60,                    # AWS EC2 User Guide: "minimum of 60 seconds"
    "gcp": 60,                    # "1 minute" (secondary sources; see notes)
    "azure": None,                # "not confirmed"
    "coreweave": 0,               # "no minimum resource charge"
    "tensordock": None,
    "jarvislabs": None,
    "hyperstack": None,
    "datacrunch": None,
    "genesis-cloud": None,
    "ovhcloud": None,
    "scaleway": None,
    "fluidstack": None,
    "modal": None,                # "CPU minimum 0.125 core" is not a time minimum
    "replicate": None,
    "together": None,
    "saladcloud": None,
    "runcomfy": None,
    "crusoe": None,
    "nebius": None,
    "vultr": 3600,                # "1 hour"
    "thunder-compute": None,
}

# provider-features.csv `storage_usd_per_gb_month` -> persistent-volume price.
# (value, note); None where the cell gives no number for persistent volumes.
STORAGE_PRICE = {
    "runpod": (0.07, "network volume $0.07/GB-month; volume disk $0.10 running / $0.20 stopped; container disk $0.10 (ephemeral)"),
    "runpod-serverless": (0.07, "network volume"),
    "lambda": (0.20, "Filesystems: $0.20 per GiB-month is the example rate in the billing docs, which say it may not reflect current pricing"),
    "aws": (0.08, "EBS gp3 us-east-1, approximate as of early 2026 (gp2 $0.10)"),
    "gcp": (0.044, "zonal standard persistent disk in europe-west4, derived from a Google Pricing Calculator example ($90.11 / 2,048 GiB); zonal SSD PD ~$0.187/GiB-month"),
    "coreweave": (0.07, "Distributed File Storage; object storage hot $0.06, warm $0.03, cold $0.015, archive $0.0125"),
    "jarvislabs": (0.10, None),
    "modal": (0.09, "Volumes; 1 TiB free"),
    "crusoe": (0.08, "persistent disk, per GiB-month; shared disk $0.07; object storage $0.06"),
    "thunder-compute": (0.219, "derived: $0.03 per 100 GB-hour while running x 730 h = $0.219/GB-month; first 100 GB per instance included; snapshots $0.05/GB-month"),
}

# typical_cold_start -> (seconds, note). Boot-time ranges: midpoint of the
# first listed 1-GPU range; vendor claims and third-party reports say so.
COLD_START = {
    "runpod-serverless": (4.2, "third-party report: p99 cold start ~4,200 ms on first request (aiapiplaybook.com, 2026-01-15); not a vendor figure"),
    "lambda": (390, "midpoint of the Shadeform boot-time estimate 300-480 s for 1x A10 (first listed 1-GPU range); 1x A100 300-540 s, 1x H100 SXM 300-420 s, 1x H100 PCIe 300-720 s; estimates, not measurements"),
    "paperspace": (360, "midpoint of the Shadeform boot-time estimate 300-420 s (A5000, A6000, V100-32G, H100; first listed range); A4000 300-540 s, A100 300-600 s, V100 16G 300-1080 s; estimates, not measurements"),
    "jarvislabs": (30, "vendor claim: Jupyter launch 'under 30 seconds' (an upper bound as claimed, not measured)"),
    "hyperstack": (390, "midpoint of the Shadeform boot-time estimate 300-480 s (1x A6000, A100 80G, H100 PCIe; first listed range); 1x L40 300-360 s; estimates, not measurements"),
    "scaleway": (390, "midpoint of the Shadeform boot-time estimate 300-480 s (L4-1-24G, L40S-1-48G, H100-1-80G); estimate, not a measurement"),
    "crusoe": (390, "midpoint of the Shadeform boot-time estimate 300-480 s (1x A100 80GB); estimate, not a measurement"),
    "vultr": (450, "midpoint of the Shadeform boot-time estimate 300-600 s (1x A40); estimate, not a measurement"),
}

# A ready-made diffusion UI image/template (ComfyUI, A1111, Forge, Fooocus) is
# stated in the prebuilt_images cell. True only with that evidence, else None.
DIFFUSION_IMAGE = {
    "runpod": True,             # ComfyUI and Fooocus templates
    "runpod-serverless": True,  # ComfyUI, Automatic1111, Forge, Fooocus workers
    "vast-ai": True,            # "Stable Diffusion image-gen UIs" templates
    "saladcloud": True,         # ComfyUI recipes
    "runcomfy": True,           # managed ComfyUI
}

# Providers that appear only in the offers files.
EXTRA_PROVIDERS = {
    "openrelay": ("OpenRelay", "https://openrelay.inc/gpu-pricing-calculator"),
    "akash-network": ("Akash Network", "https://akash.network/pricing/gpus"),
    "fal-ai": ("fal.ai", "https://fal.ai/pricing"),
    "runware": ("Runware", "https://runware.ai/pricing"),
}

# ---------------------------------------------------------------------------
# Offers: raw provider column -> (provider id, tier). Instance types in
# parentheses become the tier; RunPod Secure/Community become tiers.
# ---------------------------------------------------------------------------
OFFER_PROVIDER_EXACT = {
    "RunPod (Secure Cloud)": ("runpod", "secure"),
    "RunPod (Community Cloud)": ("runpod", "community"),
    # runpod.io/pricing transcription without the cloud tier; the pricing page
    # lists Secure Cloud rates, and the raw README treats its H100 SXM price as
    # a conflicting observation of the Secure Cloud price (see docs).
    "RunPod (Pods)": ("runpod", "secure"),
    "Vast.ai": ("vast-ai", ""),
    "Lambda": ("lambda", ""),
    "Paperspace (DigitalOcean)": ("paperspace", ""),
    "DigitalOcean (GPU Droplets)": ("digitalocean", ""),
    "TensorDock": ("tensordock", ""),
    "Jarvislabs": ("jarvislabs", ""),
    "Hyperstack (NexGen Cloud)": ("hyperstack", ""),
    "DataCrunch / Verda": ("datacrunch", ""),
    "FluidStack": ("fluidstack", ""),
    "Modal (serverless)": ("modal", ""),
    "Replicate": ("replicate", ""),
    "Nebius": ("nebius", ""),
    "fal.ai": ("fal-ai", ""),
    "Runware (serverless)": ("runware", ""),
    "OpenRelay": ("openrelay", ""),
    "Akash Network": ("akash-network", ""),
    "RunComfy (managed ComfyUI)": ("runcomfy", None),  # tier from the GPU cell
    "CoreWeave": ("coreweave", ""),
    "CoreWeave (Classic)": ("coreweave", "classic"),
    "Genesis Cloud": ("genesis-cloud", ""),
    "Google Cloud (T4 attached to N1 VM)": ("gcp", "n1-attached-gpu"),
    "Vultr (Cloud GPU)": ("vultr", "cloud-gpu"),
    "Vultr (Bare Metal)": ("vultr", "bare-metal"),
    "Crusoe Cloud": ("crusoe", ""),
    "Thunder Compute (prototyping tier)": ("thunder-compute", "prototyping"),
    "Thunder Compute (production tier)": ("thunder-compute", "production"),
}
# "<prefix> (<instance type>)" -> provider id, tier = instance type.
OFFER_PROVIDER_PREFIX = {
    "AWS EC2": "aws",
    "Google Cloud": "gcp",
    "Azure": "azure",
    "OVHcloud": "ovhcloud",
    "Scaleway": "scaleway",
}

# Raw offer rows skipped on purpose: (provider column, gpu column) -> reason.
SKIP_OFFERS = {
    ("Google Cloud (L4 GPU component of G2)", "L4"):
        "GPU component of a G2 machine only; the full g2-standard-4/8/12 prices are in the catalog",
    ("Azure (Standard_NV6ads_A10_v5)", "A10 (1/6 vGPU partition)"):
        "1/6 vGPU partition of an A10 (a VRAM slice, not a whole GPU); the catalog has no GPU record for a partition",
}

# Raw offer GPU names that map to one GPU id whatever the provider.
OFFER_GPU_EXACT = {
    "A10": "a10", "A10G": "a10g", "A16": "a16", "A40": "a40",
    "A100 40GB PCIe": "a100-40gb-pcie",
    "A100 40GB SXM": "a100-40gb-sxm4", "A100 40GB SXM4": "a100-40gb-sxm4",
    "A100 80GB PCIe": "a100-80gb-pcie", "A100 PCIe 80GB": "a100-80gb-pcie",
    "A100 80GB SXM": "a100-80gb-sxm4", "A100 80GB SXM4": "a100-80gb-sxm4",
    "A100 SXM4 80GB": "a100-80gb-sxm4", "A100 80GB (HGX)": "a100-80gb-sxm4",
    "B200": "b200", "B200 SXM6": "b200", "B200 (HGX)": "b200", "B300": "b300",
    "GH200": "gh200-96gb",
    "H100 PCIe": "h100-pcie", "H100 80GB PCIe": "h100-pcie",
    "H100 SXM": "h100-sxm", "H100 SXM5": "h100-sxm", "H100 80GB SXM5": "h100-sxm",
    "H100 SXM (HGX)": "h100-sxm", "H100 (HGX)": "h100-sxm",
    "H100 NVL": "h100-nvl",
    "H200": "h200", "H200 SXM": "h200", "H200 SXM5": "h200", "H200 (HGX)": "h200",
    "H200 SXM (HGX)": "h200",
    "L4": "l4", "L40": "l40", "L40S": "l40s", "L40S (Intel host)": "l40s",
    "Quadro P4000": "quadro-p4000", "Quadro RTX 4000": "quadro-rtx-4000",
    "Quadro RTX 5000": "quadro-rtx-5000", "Quadro RTX 6000": "quadro-rtx-6000",
    "RTX 3060 12GB": "rtx-3060-12gb", "RTX 3070": "rtx-3070", "RTX 3080": "rtx-3080-10gb",
    "RTX 3090": "rtx-3090", "RTX 4000 Ada": "rtx-4000-ada",
    "RTX 4060 Ti 16GB": "rtx-4060-ti-16gb", "RTX 4090": "rtx-4090", "RTX 5090": "rtx-5090",
    "RTX 6000 Ada": "rtx-6000-ada", "RTX A4000": "rtx-a4000", "RTX A4500": "rtx-a4500",
    "RTX A5000": "rtx-a5000", "RTX A6000": "rtx-a6000",
    "RTX PRO 6000": "rtx-pro-6000-blackwell",
    "RTX PRO 6000 (Server Ed.)": "rtx-pro-6000-blackwell",
    "RTX PRO 6000 Blackwell": "rtx-pro-6000-blackwell",
    "RTX PRO 6000 Blackwell Server Edition": "rtx-pro-6000-blackwell",
    "T4": "t4", "Tesla P100": "p100-pcie-16gb",
    "V100 SXM2 16GB": "v100-16gb-sxm2", "V100 NVLink 16GB": "v100-16gb-sxm2",
    "GB200 (NVL72 slice)": "gb200",
}

# Raw GPU names whose variant (form factor) is not stated: mapped per
# provider/tier. SXM where the instance family is HGX/SXM-based or a newer row
# from the same provider names SXM; otherwise the PCIe variant (same tensor
# TFLOPS, lower bandwidth/power: estimates err on the slow side). Each mapping
# adds a note to the offer.
PCIE_DEFAULT = "form factor not stated; mapped to the PCIe variant (same tensor TFLOPS as SXM, lower bandwidth, so estimates err slow)"
OFFER_GPU_CONTEXT = {
    ("lambda", "", "A100 40GB"): ("a100-40gb-sxm4", "listed as 'A100 40GB'; Lambda's 1x A100 40GB is sold as SXM4 (same catalog) so the 8x node is taken as SXM4"),
    ("aws", "p4d.24xlarge", "A100 40GB"): ("a100-40gb-sxm4", "p4d is an 8-GPU HGX A100 (SXM4) instance"),
    ("gcp", "a2-highgpu-1g", "A100 40GB"): ("a100-40gb-sxm4", "A2 machine types use HGX A100 (SXM4)"),
    ("modal", "", "A100 40GB"): ("a100-40gb-pcie", PCIE_DEFAULT),
    ("openrelay", "", "A100 40GB"): ("a100-40gb-pcie", PCIE_DEFAULT),
    ("datacrunch", "", "A100 40GB"): ("a100-40gb-pcie", PCIE_DEFAULT),
    ("aws", "p4de.24xlarge", "A100 80GB"): ("a100-80gb-sxm4", "p4de is an 8-GPU HGX A100 80GB (SXM4) instance"),
    ("gcp", "a2-ultragpu-1g", "A100 80GB"): ("a100-80gb-sxm4", "A2 machine types use HGX A100 (SXM4)"),
    ("paperspace", "", "A100 80GB"): ("a100-80gb-pcie", PCIE_DEFAULT),
    ("datacrunch", "", "A100 80GB"): ("a100-80gb-pcie", PCIE_DEFAULT),
    ("ovhcloud", "a100-180", "A100 80GB"): ("a100-80gb-pcie", PCIE_DEFAULT),
    ("modal", "", "A100 80GB"): ("a100-80gb-pcie", PCIE_DEFAULT),
    ("replicate", "", "A100 80GB"): ("a100-80gb-pcie", PCIE_DEFAULT),
    ("thunder-compute", "prototyping", "A100 80GB"): ("a100-80gb-pcie", PCIE_DEFAULT),
    ("runpod", "secure", "A100 PCIe"): ("a100-80gb-pcie", "80 GB per the row"),
    ("runpod", "community", "A100 PCIe"): ("a100-80gb-pcie", "80 GB per the row"),
    ("runpod", "secure", "A100 SXM"): ("a100-80gb-sxm4", "80 GB per the row"),
    ("runpod", "community", "A100 SXM"): ("a100-80gb-sxm4", "80 GB per the row"),
    ("coreweave", "classic", "A100 40GB (PCIe or NVLink)"): ("a100-40gb-pcie", "listed as 'PCIe or NVLink'; mapped to the PCIe variant (estimates err slow)"),
    ("coreweave", "classic", "A100 80GB (PCIe or NVLink)"): ("a100-80gb-pcie", "listed as 'PCIe or NVLink'; mapped to the PCIe variant (estimates err slow)"),
    ("thunder-compute", "production", "A100 80GB NVLink"): ("a100-80gb-sxm4", "listed as 'A100 80GB NVLink'; NVLink-connected A100 80GB taken as SXM4"),
    ("paperspace", "", "H100"): ("h100-pcie", PCIE_DEFAULT),
    ("digitalocean", "", "H100"): ("h100-sxm", "listed as 'H100' in the SkyPilot catalog; DigitalOcean's newer pricing rows name the same Droplet H100 SXM"),
    ("aws", "p5.4xlarge", "H100"): ("h100-sxm", "p5 instances use H100 SXM"),
    ("aws", "p5.48xlarge", "H100"): ("h100-sxm", "p5 instances use H100 SXM"),
    ("jarvislabs", "", "H100"): ("h100-sxm", "listed as 'H100' in the SkyPilot catalog; Jarvislabs' newer pricing row names H100 SXM"),
    ("datacrunch", "", "H100"): ("h100-sxm", "listed as 'H100' in the SkyPilot catalog; DataCrunch's newer pricing row names H100 SXM at the same price"),
    ("modal", "", "H100"): ("h100-pcie", PCIE_DEFAULT),
    ("replicate", "", "H100"): ("h100-pcie", PCIE_DEFAULT),
    ("runware", "", "H100"): ("h100-pcie", PCIE_DEFAULT),
    ("gcp", "a3-highgpu-1g", "H100 80GB"): ("h100-sxm", "A3 machine types use H100 SXM"),
    ("gcp", "a3-highgpu-8g", "H100 80GB"): ("h100-sxm", "A3 machine types use H100 SXM"),
    ("hyperstack", "nvlink", "H100 NVLink"): ("h100-pcie", "Hyperstack 'H100 NVLink' (80 GB): H100 PCIe with NVLink bridge, kept as its own tier"),
    ("fluidstack", "", "H100 NVLink"): ("h100-sxm", "listed as 'H100 NVLink' 8x 80 GB: NVLink-connected 8-GPU H100 node taken as SXM (HGX); not the 94 GB H100 NVL"),
    ("thunder-compute", "production", "H100 PCIe NVLink"): ("h100-pcie", None),
    ("lambda", "", "V100 16GB"): ("v100-16gb-sxm2", "8x V100 16GB node taken as SXM2 (NVLink)"),
    ("aws", "p3.2xlarge", "V100 16GB"): ("v100-16gb-sxm2", "p3 instances use V100 SXM2"),
    ("paperspace", "", "V100 16GB"): ("v100-16gb-pcie", PCIE_DEFAULT),
    ("datacrunch", "", "V100 16GB"): ("v100-16gb-pcie", PCIE_DEFAULT),
    ("ovhcloud", "t1-45", "V100 16GB"): ("v100-16gb-pcie", PCIE_DEFAULT),
    ("ovhcloud", "t1-le-45", "V100 16GB"): ("v100-16gb-pcie", PCIE_DEFAULT),
    ("paperspace", "", "V100 32GB"): ("v100-32gb-sxm2", "form factor not stated; the catalog's only 32 GB V100 record is SXM2"),
    ("datacrunch", "", "V100 32GB"): ("v100-32gb-sxm2", "form factor not stated; the catalog's only 32 GB V100 record is SXM2"),
    ("ovhcloud", "t2-45", "V100 32GB"): ("v100-32gb-sxm2", "form factor not stated; the catalog's only 32 GB V100 record is SXM2"),
    ("ovhcloud", "t2-le-45", "V100 32GB"): ("v100-32gb-sxm2", "form factor not stated; the catalog's only 32 GB V100 record is SXM2"),
    ("tensordock", "", "V100 SXM3 32GB"): ("v100-32gb-sxm2", "V100 SXM3 32GB (DGX-2 module) mapped to the 32 GB SXM2 record"),
    ("azure", "Standard_ND96asr_A100_v4", "A100 40GB SXM"): ("a100-40gb-sxm4", None),
}

# Hyperstack's "H100 NVLink" row becomes its own tier (the SKU differs from
# the plain H100 PCIe row).
OFFER_TIER_OVERRIDE = {("hyperstack", "H100 NVLink"): "nvlink"}

# RunComfy machine sizes: "GPU or GPU (Size)" -> (gpu id, tier, note). When two
# GPUs are possible, the slower one is used so estimates are conservative.
RUNCOMFY_GPUS = {
    "T4 or RTX A4000 (Medium)": ("t4", "medium", "RunComfy lists 'T4 or RTX A4000'; mapped to the slower T4 so estimates are conservative"),
    "A10G or RTX A5000 (Large)": ("a10g", "large", "RunComfy lists 'A10G or RTX A5000'; mapped to the slower A10G so estimates are conservative"),
    "RTX A6000 (X-Large)": ("rtx-a6000", "x-large", None),
    "L40S or L40 (X-Large Plus)": ("l40", "x-large-plus", "RunComfy lists 'L40S or L40'; mapped to the slower L40 so estimates are conservative"),
    "A100 80GB (2X-Large)": ("a100-80gb-pcie", "2x-large", PCIE_DEFAULT),
    "H100 80GB (2X-Large Plus)": ("h100-pcie", "2x-large-plus", PCIE_DEFAULT),
}

# Offers whose billing differs from their provider's: (provider, tier) -> (increment, min, note).
OFFER_BILLING_OVERRIDE = {
    ("scaleway", "RENDER-S"): (3600, None, "Scaleway bills RENDER-S by the hour (provider default is per minute for GPU instances)"),
}

# Prices in a currency other than USD: provider -> (currency, note).
OFFER_CURRENCY = {
    "scaleway": ("EUR", "price in EUR: the SkyPilot catalog does not state a currency and Scaleway prices in EUR; the raw EUR figure is kept, not converted"),
    "ovhcloud": ("EUR", "price in EUR: the SkyPilot catalog does not state a currency and OVHcloud Public Cloud (France) prices in EUR; the raw EUR figure is kept, not converted"),
}

# Region cells: cleaned of collector annotations; "" when the source lists
# every region (not availability) or none.
REGION_CLEAN = {
    "us-east-1 (price shown)": "us-east-1",
    "us-central1 (price shown)": "us-central1",
    "us-central1 (same in us-east1, us-west1)": "us-central1; us-east1; us-west1",
    "North America (spot rate)": "",
    "US (region not stated)": "US",
}
REGION_UNSPECIFIED_PREFIXES = ("17 regions listed identically", "~45 zones")

# ---------------------------------------------------------------------------
# Benchmarks.
# ---------------------------------------------------------------------------
# Raw GPU -> (GPU id, note or None).
BENCH_GPU = {
    "A100 (variant not stated)": None,   # per source, see BENCH_GPU_BY_SOURCE
    "Tesla V100 (variant not stated)": ("v100-16gb-sxm2", "V100 variant not stated; mapped to the 16 GB SXM2 card (the common cloud V100 in 2023; same tensor TFLOPS class as PCIe)"),
    "H100 (variant not stated)": ("h100-sxm", "H100 variant not stated; mapped to H100 SXM (80 GB, the common benchmark/cloud variant)"),
    "GeForce RTX 4090": ("rtx-4090", None),
    "GeForce RTX 4080": ("rtx-4080", None),
    "GeForce RTX 4080 SUPER": ("rtx-4080-super", None),
    "GeForce RTX 3080 Ti": ("rtx-3080-ti", None),
    "GeForce RTX 5090": ("rtx-5090", None),
    "GeForce RTX 5080": ("rtx-5080", None),
    "GeForce RTX 3090 Ti": ("rtx-3090-ti", None),
    "GeForce RTX 4060 Ti 16GB": ("rtx-4060-ti-16gb", None),
    "A100 80GB PCIe": ("a100-80gb-pcie", None),
    "A100 40GB SXM4": ("a100-40gb-sxm4", None),
    "A100 40GB PCIe": ("a100-40gb-pcie", None),
    "A100 80GB SXM4": ("a100-80gb-sxm4", None),
    "Tesla V100 16GB (SXM2)": ("v100-16gb-sxm2", None),
    "H100 PCIe": ("h100-pcie", None),
    "H100 SXM": ("h100-sxm", None),
    "H200": ("h200", None),
    "GH200 (141/144GB HBM3e)": ("gh200-144gb", None),
    "L40S": ("l40s", None),
    "Radeon RX 7900 XTX (ZLUDA)": ("rx-7900-xtx", "run through ZLUDA (CUDA translation layer), not native ROCm"),
    "Radeon RX 9070 XT (ROCm)": ("rx-9070-xt", "ROCm (HIP 6.4)"),
    "RTX 2000 Ada": ("rtx-2000-ada", None),
}
A100_DIFFUSERS_NOTE = "A100 variant not stated by the source; mapped to A100 40GB SXM4 (the common cloud A100 at the time; all A100 variants have the same 312 dense FP16 TFLOPS)"
A100_FLUX_NOTE = "A100 variant not stated; mapped to A100 80GB SXM4: the baseline FluxPipeline keeps all components resident (~50 GB per diffusers' Flux docs), which needs an 80 GB card"

# Raw model text -> (model id, note or None). Longest prefix match.
BENCH_MODEL_PREFIX = [
    ("SD 1.5 (Realistic Vision v6)", "sd15", "Realistic Vision v6: an SD 1.5 fine-tune (same architecture)"),
    ("SD 1.5", "sd15", None),
    ("SD 1.4", "sd15", "SD 1.4 (CompVis/stable-diffusion-v1-4): same architecture and size as SD 1.5, mapped to sd15"),
    ("SD1.x-arch checkpoint", "sd15", "community SD 1.x-architecture checkpoint, mapped to sd15 (same UNet architecture)"),
    ("SDXL-arch checkpoint", "sdxl", "community SDXL-architecture checkpoint, mapped to sdxl (same UNet architecture)"),
    ("SDXL (Juggernaut XL v11)", "sdxl", "Juggernaut XL v11: an SDXL fine-tune (same architecture)"),
    ("SDXL 1.0 base", "sdxl", None),
    ("SDXL base", "sdxl", None),
    ("SDXL", "sdxl", None),
    ("SD 3.5 Medium", "sd35-medium", None),
    ("SD 3.5 Large", "sd35-large", None),
    ("FLUX.1-dev", "flux1-dev", None),
]

# Metric text -> metric enum.
BENCH_METRIC = {
    "iterations/s": "iterations_per_second",
    "iterations/s (steps*batch/total time, incl. VAE)": "iterations_per_second",
    "seconds per batch (latency)": "seconds_per_batch",
    "seconds per image": "seconds_per_image",
    "seconds per image (average)": "seconds_per_image",
    "samples/s (Offline, whole system)": "images_per_second",
}

# Precision text -> (enum, note or None).
BENCH_PRECISION = {
    "fp16": ("fp16", None),
    "fp16 (half)": ("fp16", None),
    "fp16 (default)": ("fp16", None),
    "bf16": ("bf16", None),
    "bfloat16": ("bf16", None),
    "fp8": ("fp8", None),
    "fp8 (16-bit same speed per source)": ("fp8", "source: 16-bit runs at the same speed"),
    "16-bit": ("fp16", "source says '16-bit' without naming fp16 or bf16"),
    "16-bit (bf16/fp16) + FP16 T5": ("fp16", "source says '16-bit (bf16/fp16)' for the transformer, FP16 T5 text encoder"),
}

# Series: (source prefix, software) -> series id. Rows of one series share
# source, software and settings and are comparable with each other.
def bench_series(row):
    src, sw = row["source"], row["software"]
    if "diffusers docs/source/en/optimization/torch2.0.md" in src:
        return "diffusers-torch2-compile" if "torch.compile" in sw else "diffusers-torch2-sdpa"
    if "lambda-diffusers" in src:
        return "lambda-diffusers-noxformers" if "NO xformers" in sw else "lambda-diffusers-xformers"
    if "inference_results_v4" in src:
        return "mlperf-v4.x"
    if "fal-ai/stable-diffusion-benchmarks" in src:
        return "fal-tensorrt9" if sw.startswith("TensorRT") else "fal-diffusers-torch21"
    if "chengzeyi/stable-fast" in src:
        if sw.startswith("stable-fast"):
            return "stable-fast"
        if sw.startswith("Vanilla PyTorch"):
            return "stable-fast-readme-torch21"
        if sw.startswith("AUTOMATIC1111"):
            return "stable-fast-readme-a1111"
    if "FurkanGozukara" in src:
        return "furkan-rtx5090"
    if "BenchmarkFlux" in src:
        return "benchmarkflux-diffusers"
    if "xDiT" in src:
        return "xdit-flux"
    if "vladmandic/sd-data" in src:
        # ZLUDA runs the CUDA build of PyTorch through a translation layer (Windows): another
        # software stack than the ROCm build, measured 1.5x slower on the same RX 7900 XTX
        # (docs/engine-speed.md, "The ROCm rule"). Its own series, so it sets no ROCm factor.
        return "sdnext-user-zluda" if "(ZLUDA)" in row.get("gpu", "") else "sdnext-user"
    return None

# MLPerf systems: GPUs per system (from the raw notes / system names).
MLPERF_GPU_COUNT_RE = re.compile(r"system of (\d+) GPUs")

# Benchmark rows skipped on purpose: (row index, reason). Filled in run().
# ---------------------------------------------------------------------------

ID_RE = re.compile(r"^[a-z0-9][a-z0-9._+-]*$")
DATE_RE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


class CatalogError(Exception):
    pass


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def num(text):
    """Parse a plain numeric cell; '' -> None."""
    text = (text or "").strip()
    if not text:
        return None
    value = float(text)
    if value.is_integer() and "." not in text:
        return int(value)
    return value


def yes_no(text):
    """Booleans from yes/no cells: a cell starting with yes/no; empty -> None."""
    t = (text or "").strip().lower()
    if not t:
        return None
    if t.startswith("yes"):
        return True
    if t.startswith("no"):
        return False
    return None


def join_notes(*parts):
    out = [p.strip() for p in parts if p and p.strip()]
    return "; ".join(out) if out else None


def date_key(text):
    m = DATE_RE.match(text)
    y = int(m.group(1))
    mo = int(m.group(2) or 1)
    d = int(m.group(3) or 1)
    return (datetime.date(y, mo, d), len(text))


# ---------------------------------------------------------------------------
# GPUs
# ---------------------------------------------------------------------------
# Product segment from the card's product line (its marketing name), not from its specs:
# GeForce and Radeon RX are consumer cards; RTX A-series, RTX ... Ada, RTX PRO and Quadro are
# workstation cards; Tesla, the A/H/B/L-series data-centre parts (A10, A100, H100, GH200, B200,
# GB200, L4, L40S, ...) and AMD Instinct are data-centre cards. A name matching none is an error.
SEGMENT_RULES = [
    (re.compile(r"^(GeForce|Radeon RX)\b"), "consumer"),
    (re.compile(r"^(RTX A\d|RTX PRO\b|RTX \d+ Ada\b|Quadro\b)"), "workstation"),
    (re.compile(r"^(Tesla\b|Instinct\b|[ABHL]\d+[A-Z]?\b|G[BH]\d+\b)"), "datacenter"),
]
SEGMENT_NOTE = ("segment from the product line (tools/catalog/curate.py SEGMENT_RULES: GeForce/Radeon RX "
                "consumer; RTX A-series/RTX Ada/RTX PRO/Quadro workstation; Tesla, A/H/B/L-series, "
                "Instinct datacenter)")


def segment_of(name):
    for pattern, segment in SEGMENT_RULES:
        if pattern.match(name):
            return segment
    raise CatalogError(f"GPU {name!r}: no product-segment rule matches its name")


def build_gpus(rows, curation):
    gpus = []
    seen = set()
    for i, r in enumerate(rows):
        name = r["gpu"].strip()
        if name not in GPU_SPEC_IDS:
            raise CatalogError(f"gpu-specs.csv row {i + 2} ({name}): no GPU id mapping")
        gid = GPU_SPEC_IDS[name]
        gpus.append({
            "id": gid,
            "name": name,
            "vendor": r["vendor"].strip(),
            "architecture": r["arch"].strip() or None,
            "vram_gb": num(r["vram_gb"]),
            "memory_bandwidth_gbs": num(r["mem_bandwidth_gbs"]),
            "fp16_tensor_tflops": num(r["fp16_tensor_tflops_dense"]),
            "bf16": yes_no(r["bf16_supported"]),
            "fp8": yes_no(r["fp8_supported"]),
            "tdp_w": num(r["tdp_w"]),
            "launch_year": num(r["launch_year"]),
            "segment": segment_of(name),
            "source": r["source"].strip(),
            "notes": join_notes(r["notes"], SEGMENT_NOTE),
        })
        seen.add(gid)
    for extra in curation.get("extra_gpus", []):
        rec = {k: extra.get(k) for k in (
            "id", "name", "vendor", "architecture", "vram_gb", "memory_bandwidth_gbs",
            "fp16_tensor_tflops", "bf16", "fp8", "tdp_w", "launch_year", "source", "notes")}
        rec["source"] = f"{extra['source']} (read {extra['observed_at']})"
        rec["segment"] = segment_of(rec["name"])
        rec["notes"] = join_notes(rec.get("notes"), SEGMENT_NOTE)
        gpus.append(rec)
    apply_overrides(gpus, curation.get("gpu_overrides", []), "gpus")
    add_speed_facts(gpus, curation["speed_facts"])
    return gpus


def add_speed_facts(gpus, facts):
    """The speed model's GPU facts (docs/engine-speed.md): boost clock, FP32 rate, L2, and the
    FP16 tensor rate with FP32 accumulation, each with its source in notes."""
    half = facts["half_rate_fp32_accumulate"]["gpus"]
    full = facts["full_rate_fp32_accumulate"]["gpus"]
    node_of = facts["process_node"]["gpus"]
    node_read = facts["process_node"]["read_at"]
    lanes_of = facts["fp32_lanes_per_sm"]["gpus"]
    lanes_read = facts["fp32_lanes_per_sm"]["read_at"]
    for g in gpus:
        f = facts["gpus"].get(g["id"], {})
        g["boost_clock_mhz"] = f.get("boost_clock_mhz")
        g["fp32_tflops"] = f.get("fp32_tflops")
        g["l2_cache_mb"] = f.get("l2_cache_mb")
        die = node_of.get(g["id"])
        g["process_nm"] = die["nm"] if die else None
        sm = lanes_of.get(g["id"])
        g["fp32_lanes_per_sm"] = sm["lanes"] if sm else None
        notes = []
        if die:
            notes.append(f"process_nm = {die['nm']} ({die['process']}): {die['source']} (read {node_read})")
        if sm:
            notes.append(f"fp32_lanes_per_sm = {sm['lanes']}: {sm['source']} (read {lanes_read})")
        if f.get("source"):
            notes.append(f"boost clock / FP32 TFLOPS: {f['source']} (read 2026-12-01)")
        if f.get("l2_source"):
            notes.append(f"L2: {f['l2_source']} (read 2026-12-01)")
        listed = g.get("fp16_tensor_tflops")
        if listed is None:
            g["fp16_fp32acc_tflops"] = None
        elif g["id"] in half:
            g["fp16_fp32acc_tflops"] = round(listed / 2, 3)
            entry = half[g["id"]]
            die, why = (entry["die"], f": {entry['source']}") if isinstance(entry, dict) else (entry, "")
            notes.append(f"fp16_fp32acc_tflops = {listed} / 2: a non-GeForce part on the GeForce die {die}, "
                         f"whose FP32-accumulate tensor rate is half the listed FP16-accumulate figure{why} "
                         "(tools/catalog/curation.json speed_facts.half_rate_fp32_accumulate)")
        elif g["id"] in full:
            g["fp16_fp32acc_tflops"] = listed
            entry = full[g["id"]]
            if isinstance(entry, dict):
                notes.append(f"fp16_fp32acc_tflops = the listed {listed}: a professional part on the die "
                             f"{entry['die']} that accumulates in FP32 at full rate: {entry['source']} "
                             "(tools/catalog/curation.json speed_facts.full_rate_fp32_accumulate)")
            else:
                notes.append(f"fp16_fp32acc_tflops = the listed {listed}: a professional part on the die {entry} "
                             "that, as the A40 datasheet states for its GA102, accumulates in FP32 at full rate "
                             "(tools/catalog/curation.json speed_facts.full_rate_fp32_accumulate)")
        else:
            g["fp16_fp32acc_tflops"] = listed
            notes.append("fp16_fp32acc_tflops = the listed dense FP16 tensor figure (GeForce cards list the "
                         "FP32-accumulate rate; data-centre dies run FP32 accumulation at full rate)")
        g["notes"] = join_notes(g.get("notes"), *notes)
    for name, table in (("process_node", node_of), ("fp32_lanes_per_sm", lanes_of)):
        unknown = sorted(set(table) - {g["id"] for g in gpus})
        if unknown:
            raise CatalogError(f"curation.json speed_facts.{name}: unknown GPU ids {unknown}")


def apply_overrides(records, overrides, what):
    """Gap fills from curation.json: set a field, append the source and a note."""
    by_id = {r["id"]: r for r in records}
    for o in overrides:
        rec = by_id.get(o["id"])
        if rec is None:
            raise CatalogError(f"curation.json {what} override for unknown id {o['id']}")
        field = o["field"]
        if field not in rec:
            raise CatalogError(f"curation.json {what} override {o['id']}: unknown field {field}")
        old = rec[field]
        rec[field] = o["value"]
        what_changed = f"{field} = {o['value']}"
        if old is not None and old != o["value"]:
            what_changed += f" (raw value {old} replaced)"
        rec["notes"] = join_notes(rec.get("notes"), f"gap fill: {what_changed}: {o['note']}" if o.get("note") else f"gap fill: {what_changed}")
        rec["source"] = rec["source"] + f" ; {field}: {o['source']} (read {o['observed_at']})"


# ---------------------------------------------------------------------------
# Providers
# ---------------------------------------------------------------------------
def granularity(text):
    t = (text or "").strip().lower()
    for word, secs in GRANULARITY_SECONDS.items():
        if t.startswith(word):
            return secs
    return None


def build_providers(rows, curation):
    providers = []
    for i, r in enumerate(rows):
        raw = r["provider"].strip()
        if raw not in PROVIDER_FEATURE_IDS:
            raise CatalogError(f"provider-features.csv row {i + 2} ({raw}): no provider id mapping")
        pid, name, url = PROVIDER_FEATURE_IDS[raw]
        observed, obs_note = PROVIDER_OBSERVED[pid]
        storage = STORAGE_PRICE.get(pid)
        cold = COLD_START.get(pid)
        notes = join_notes(
            r["notes"],
            f"billing granularity (raw): {r['billing_granularity']}" if r["billing_granularity"].strip() and r["billing_granularity"].strip().lower() not in GRANULARITY_SECONDS else None,
            f"minimum charge (raw): {r['min_charge']}" if r["min_charge"].strip() else None,
            f"spot (raw): {r['spot_or_interruptible']}" if len(r["spot_or_interruptible"].strip()) > 3 else None,
            f"persistent storage (raw): {r['persistent_storage']}" if len(r["persistent_storage"].strip()) > 3 else None,
            f"storage price: {storage[1]}" if storage and storage[1] else (f"storage price (raw): {r['storage_usd_per_gb_month']}" if r["storage_usd_per_gb_month"].strip() else None),
            f"egress: {r['egress_notes']}" if r["egress_notes"].strip() else None,
            f"SSH (raw): {r['ssh']}" if len(r["ssh"].strip()) > 3 else None,
            f"API (raw): {r['api']}" if len(r["api"].strip()) > 3 else None,
            f"cold start: {cold[1]}" if cold else (f"cold start (raw): {r['typical_cold_start']}" if r["typical_cold_start"].strip() else None),
            f"observed date: {r['observed_date']}" + (f" ({obs_note})" if obs_note else ""),
        )
        providers.append({
            "id": pid,
            "name": name,
            "url": url,
            "billing_increment_s": granularity(r["billing_granularity"]),
            "min_billed_s": MIN_CHARGE_SECONDS[pid],
            "spot": yes_no(r["spot_or_interruptible"]),
            "persistent_storage": yes_no(r["persistent_storage"]),
            "storage_usd_per_gb_month": storage[0] if storage else None,
            "prebuilt_images": r["prebuilt_images"].strip() or None,
            "diffusion_image": DIFFUSION_IMAGE.get(pid),
            "jupyter": yes_no(r["jupyter"]),
            "ssh": yes_no(r["ssh"]),
            "api": yes_no(r["api"]),
            "cold_start_s": cold[0] if cold else None,
            "source": r["source"].strip(),
            "observed_at": observed,
            "notes": notes,
        })
    return providers


def add_offer_only_providers(providers, offers_by_provider):
    have = {p["id"] for p in providers}
    for pid, (name, url) in EXTRA_PROVIDERS.items():
        if pid in have:
            continue
        rows = offers_by_provider.get(pid)
        if not rows:
            raise CatalogError(f"provider {pid}: listed as offer-only but has no offer rows")
        first = rows[0]
        dates = sorted({o["observed_at"] for o in rows}, key=date_key)
        providers.append({
            "id": pid, "name": name, "url": url,
            "billing_increment_s": None, "min_billed_s": None, "spot": None,
            "persistent_storage": None, "storage_usd_per_gb_month": None,
            "prebuilt_images": None, "diffusion_image": None, "jupyter": None,
            "ssh": None, "api": None, "cold_start_s": None,
            "source": first["source"],
            "observed_at": dates[0],
            "notes": "appears only in the offers files; features not researched (unknown); billing stated per offer where the source gives it",
        })


# ---------------------------------------------------------------------------
# Offers
# ---------------------------------------------------------------------------
SNAPSHOT_RE = re.compile(r"catalog snapshot @([0-9a-f]{7})")


def parse_offer_date(text, snapshot_years):
    """Raw observed_date -> (catalog date, note or None)."""
    t = text.strip()
    if DATE_RE.match(t):
        return t, None
    m = re.match(r"^(\d{4}-\d{2}(?:-\d{2})?) \((.*)\)$", t)
    if m:
        return m.group(1), f"observed date as recorded: {t}"
    m = SNAPSHOT_RE.search(t)
    if m:
        year, why = snapshot_years[m.group(1)]
        return year, f"observed date not recorded ('{t}'); {why}"
    m = re.match(r"^undated \(repo snapshot (\d{4})-\d{2}-\d{2}\)$", t)
    if m:
        return m.group(1), f"page undated ('{t}'); year of the repository snapshot used as a partial date"
    if t == "undated":
        return "2024", "source undated; 2024 used as a conservative partial date (ages count from 2024-01-01)"
    raise CatalogError(f"unparseable observed date: {t!r}")


def snapshot_years(rows, gpu_years):
    """Year for each undated catalog snapshot: 2024 (the raw notes' '~2024 price
    level'), or later when the snapshot lists a GPU launched later (it cannot
    have been priced before its launch year)."""
    out = {}
    groups = {}
    for r, gid in rows:
        m = SNAPSHOT_RE.search(r["observed_date"])
        if m:
            groups.setdefault(m.group(1), []).append(gid)
    for snap, gids in groups.items():
        year, newest = 2024, None
        for gid in gids:
            y = gpu_years.get(gid)
            if y and y > year:
                year, newest = y, gid
        if newest:
            out[snap] = (str(year), f"{year} = launch year of {newest}, listed in the same snapshot (earliest possible observation year)")
        else:
            out[snap] = ("2024", "2024 used as the most defensible partial date (raw notes: ~2024 price level)")
    return out


def map_offer_provider(raw):
    raw = raw.strip()
    if raw in OFFER_PROVIDER_EXACT:
        return OFFER_PROVIDER_EXACT[raw]
    m = re.match(r"^(.*?) \((.+)\)$", raw)
    if m and m.group(1) in OFFER_PROVIDER_PREFIX:
        return OFFER_PROVIDER_PREFIX[m.group(1)], m.group(2)
    raise CatalogError(f"no provider mapping for offer provider {raw!r}")


def map_offer_gpu(pid, tier, raw_gpu):
    """-> (gpu id, tier, note)."""
    if pid == "runcomfy":
        return RUNCOMFY_GPUS[raw_gpu]
    tier = OFFER_TIER_OVERRIDE.get((pid, raw_gpu), tier)
    ctx = OFFER_GPU_CONTEXT.get((pid, tier, raw_gpu))
    if ctx:
        return ctx[0], tier, ctx[1]
    if raw_gpu in OFFER_GPU_EXACT:
        return OFFER_GPU_EXACT[raw_gpu], tier, None
    raise CatalogError(f"no GPU mapping for offer ({pid}, {tier!r}, {raw_gpu!r})")


def clean_region(text):
    t = text.strip()
    if t in REGION_CLEAN:
        return REGION_CLEAN[t]
    if t.startswith(REGION_UNSPECIFIED_PREFIXES):
        return ""
    return t


def fmt_price(v):
    return ("%.6f" % v).rstrip("0").rstrip(".")


def build_offers(files, gpu_years, skipped):
    observations = []
    mapped = []
    for fname, rows in files:
        for i, r in enumerate(rows):
            key_raw = (r["provider"].strip(), r["gpu"].strip())
            if key_raw in SKIP_OFFERS:
                skipped.append(f"{fname} row {i + 2} ({key_raw[0]} / {key_raw[1]}): {SKIP_OFFERS[key_raw]}")
                continue
            pid, tier = map_offer_provider(r["provider"])
            gid, tier, gnote = map_offer_gpu(pid, tier, r["gpu"].strip())
            mapped.append((fname, i, r, pid, tier, gid, gnote))
    snaps = snapshot_years([(m[2], m[5]) for m in mapped], gpu_years)
    for fname, i, r, pid, tier, gid, gnote in mapped:
        observed, date_note = parse_offer_date(r["observed_date"], snaps)
        od = num(r["on_demand_usd_per_hr"])
        sp = num(r["spot_usd_per_hr"])
        currency, cur_note = OFFER_CURRENCY.get(pid, ("USD", None))
        binc, bmin, bnote = OFFER_BILLING_OVERRIDE.get((pid, tier), (None, None, None))
        raw_region = r["regions"].strip()
        region = clean_region(raw_region)
        region_note = None
        if raw_region and region != raw_region:
            region_note = f"regions (raw): {raw_region}"
        derived = None
        if pid in ("modal", "replicate") or (pid == "runware" and "per second" in r["notes"]):
            derived = "hourly price = per-second rate x 3600"
        notes = join_notes(
            r["notes"], derived, gnote,
            f"GPU (raw): {r['gpu'].strip()}" if gnote or pid == "runcomfy" else None,
            cur_note, bnote, region_note, date_note,
            f"billing (raw): {r['billing_granularity']}" + (f", minimum {r['min_billing']}" if r["min_billing"].strip() else "") if r["billing_granularity"].strip() else None,
        )
        observations.append({
            "provider": pid,
            "gpu": gid,
            "gpu_count": num(r["gpu_count"]),
            "tier": tier,
            "region": region,
            "vcpus": num(r["vcpus"]),
            "ram_gb": num(r["ram_gb"]),
            "currency": currency,
            "on_demand_per_hour": od,
            "spot_per_hour": sp,
            "billing_increment_s": binc,
            "min_billed_s": bmin,
            "source": r["source"].strip(),
            "observed_at": observed,
            "notes": notes,
            "_row": f"{fname} row {i + 2}",
        })
    # Keep the newest observation per (provider, gpu, gpu_count, tier); the
    # older ones go into the notes with their price and date - never averaged.
    groups = {}
    for o in observations:
        groups.setdefault((o["provider"], o["gpu"], o["gpu_count"], o["tier"]), []).append(o)
    offers = []
    for key in groups:
        obs = groups[key]
        # newest first; ties: the more precise date, then the later row
        order = sorted(range(len(obs)), key=lambda j: (date_key(obs[j]["observed_at"]), j), reverse=True)
        keep = dict(obs[order[0]])
        others = [obs[j] for j in order[1:]]
        if others:
            parts = []
            for o in others:
                price = []
                if o["on_demand_per_hour"] is not None:
                    price.append(f"on-demand {fmt_price(o['on_demand_per_hour'])} {o['currency']}/h")
                if o["spot_per_hour"] is not None:
                    price.append(f"spot {fmt_price(o['spot_per_hour'])} {o['currency']}/h")
                same = (o["on_demand_per_hour"] == keep["on_demand_per_hour"] and o["spot_per_hour"] == keep["spot_per_hour"])
                parts.append(
                    f"{'same price' if same else 'older conflicting price'} observed {o['observed_at']}: "
                    f"{', '.join(price)}" + (f", region {o['region']}" if o["region"] and o["region"] != keep["region"] else "")
                    + f" ({o['source']})")
            keep["notes"] = join_notes(
                keep["notes"],
                f"kept the newest observation ({keep['observed_at']}); " + "; ".join(parts))
        offers.append(keep)
    for o in offers:
        del o["_row"]
    offers.sort(key=lambda o: (o["provider"], o["gpu"], o["gpu_count"], o["tier"], o["region"]))
    return offers


# ---------------------------------------------------------------------------
# Benchmarks
# ---------------------------------------------------------------------------
RES_RE = re.compile(r"(\d{3,4})x(\d{3,4})")


def build_benchmarks(rows, curation, skipped):
    bench_cfg = curation["benchmark_settings"]
    out = []
    for i, r in enumerate(rows):
        rowname = f"sd-benchmarks.csv row {i + 2}"
        series = bench_series(r)
        skip = bench_cfg["skip_series"].get(series)
        if skip:
            skipped.append(f"{rowname} ({r['gpu']} / {r['model']} / {r['software']}): {skip}")
            continue
        notes = [r["notes"].strip()] if r["notes"].strip() else []
        # GPU
        raw_gpu = r["gpu"].strip()
        if raw_gpu == "A100 (variant not stated)":
            if series.startswith("benchmarkflux"):
                gid, gnote = "a100-80gb-sxm4", A100_FLUX_NOTE
            else:
                gid, gnote = "a100-40gb-sxm4", A100_DIFFUSERS_NOTE
        else:
            gid, gnote = BENCH_GPU[raw_gpu]
        if gnote:
            notes.append(gnote)
        # model
        raw_model = r["model"].strip()
        model = None
        for prefix, mid, mnote in BENCH_MODEL_PREFIX:
            if raw_model.startswith(prefix):
                model = mid
                if mnote:
                    notes.append(mnote)
                break
        if model is None:
            raise CatalogError(f"{rowname}: no model mapping for {raw_model!r}")
        if raw_model not in ("SD 1.5", "SDXL", "SDXL base", "FLUX.1-dev", "SD 3.5 Medium", "SD 3.5 Large"):
            notes.append(f"model (raw): {raw_model}")
        # resolution
        raw_res = r["resolution"].strip()
        m = RES_RE.search(raw_res)
        if m:
            width, height = int(m.group(1)), int(m.group(2))
            if raw_res != f"{width}x{height}":
                notes.append(f"resolution (raw): {raw_res}")
        elif series in bench_cfg["resolution_defaults"]:
            d = bench_cfg["resolution_defaults"][series]
            width, height = d["width"], d["height"]
            notes.append(f"resolution (raw): {raw_res}; {width}x{height} per {d['source']}")
        elif raw_res.startswith("~1 MP"):
            width, height = 1024, 1024
            notes.append(f"resolution (raw): {raw_res}; 1024x1024 used as the ~1-megapixel size (exact size not stated)")
        elif raw_res.startswith("SDXL default"):
            width, height = 1024, 1024
            notes.append(f"resolution (raw): {raw_res}; 1024x1024 is the SDXL pipeline default (model profile sdxl)")
        else:
            raise CatalogError(f"{rowname}: unparseable resolution {raw_res!r}")
        # steps
        raw_steps = r["steps"].strip()
        if raw_steps.isdigit():
            steps = int(raw_steps)
        elif raw_steps.startswith("50 (pipeline default"):
            steps = 50
            notes.append("steps not stated by the source; 50 = diffusers StableDiffusionPipeline default num_inference_steps")
        elif raw_steps == "not stated (example uses 30)":
            steps = 30
            notes.append("steps not stated; the README's example uses 30 (it/s is per step, so largely independent of the count)")
        elif series in bench_cfg["steps_defaults"]:
            d = bench_cfg["steps_defaults"][series]
            steps = d["steps"]
            notes.append(f"steps (raw): {raw_steps}; {steps} per {d['source']}" + (f" ({d['note']})" if d.get("note") else ""))
        else:
            raise CatalogError(f"{rowname}: unparseable steps {raw_steps!r}")
        # batch
        raw_batch = r["batch"].strip()
        value = float(r["value"])
        metric = BENCH_METRIC[r["metric"].strip()]
        if raw_batch.isdigit():
            batch = int(raw_batch)
        elif raw_batch.startswith("1 (first of sweep)"):
            batch = 1
            notes.append("batch 1 = first entry of the submission's batch sweep")
        elif raw_batch.startswith("system offline"):
            cfg = bench_cfg["mlperf"][gid]
            batch = cfg["batch"]
            notes.append(f"batch {batch}: {cfg['batch_note']}")
        else:
            raise CatalogError(f"{rowname}: unparseable batch {raw_batch!r}")
        # precision
        raw_prec = r["precision"].strip()
        if raw_prec.startswith("as submitted"):
            cfg = bench_cfg["mlperf"][gid]
            precision = cfg["precision"]
            notes.append(f"precision {precision}: {cfg['precision_note']}")
        else:
            precision, pnote = BENCH_PRECISION[raw_prec]
            if pnote:
                notes.append(pnote)
        # metric conversions
        if metric == "images_per_second" and series == "mlperf-v4.x":
            m = MLPERF_GPU_COUNT_RE.search(r["notes"])
            count = int(m.group(1))
            notes.append(f"value = whole-system Offline samples/s {r['value']} / {count} GPUs (per-GPU images per second)")
            value = round(value / count, 6)
        source = r["source"].strip()
        if series in bench_cfg.get("extra_sources", {}):
            source += " ; " + bench_cfg["extra_sources"][series]
        out.append({
            "series": series,
            "gpu": gid,
            "model": model,
            "width": width,
            "height": height,
            "steps": steps,
            "batch": batch,
            "frames": None,
            "precision": precision,
            "software": r["software"].strip(),
            "metric": metric,
            "value": value,
            "source": source,
            "notes": join_notes(*notes),
            **bench_regime(series, precision, batch),
        })
    for extra in curation.get("extra_benchmarks", []):
        rec = {k: v for k, v in extra.items() if k not in ("observed_at", "read_at")}
        rec["source"] = f"{extra['source']} (read {extra.get('read_at', '2026-12-01')})"
        out.append(rec)
    return out


# The regime of each series: software stack, latency or throughput, and what "fp8" means there.
SERIES_STACK = {
    "diffusers-torch2-sdpa": "pytorch", "diffusers-torch2-compile": "torch-compile",
    "lambda-diffusers-xformers": "pytorch", "lambda-diffusers-noxformers": "pytorch",
    "mlperf-v4.x": "tensorrt", "fal-diffusers-torch21": "pytorch", "fal-tensorrt9": "tensorrt",
    "stable-fast-readme-torch21": "pytorch", "stable-fast": "torch-compile",
    "stable-fast-readme-a1111": "a1111", "benchmarkflux-diffusers": "pytorch",
    "sdnext-user": "a1111", "sdnext-user-zluda": "a1111", "furkan-rtx5090": "comfyui",
}


def bench_regime(series, precision, batch):
    stack = SERIES_STACK.get(series)
    if stack is None:
        raise CatalogError(f"series {series!r}: no stack in SERIES_STACK")
    regime = "throughput" if series.startswith("mlperf") else "latency"
    fp8_mode = None
    if precision in ("fp8", "int8"):
        # MLPerf's TensorRT engines compute in FP8/INT8; ComfyUI/SwarmUI store fp8 weights and
        # compute in bf16 (docs/engine-speed.md, "Known limits").
        fp8_mode = "compute" if stack == "tensorrt" else "weight-only"
    return {"stack": stack, "regime": regime, "fp8_mode": fp8_mode, "samples": None}


# ---------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------
def build_models(rows, curation):
    models = []
    for i, r in enumerate(rows):
        mid = r["model_id"].strip()
        res = r["default_resolution"].strip()
        m = RES_RE.search(res)
        if not m:
            raise CatalogError(f"model-profiles.csv row {i + 2} ({mid}): unparseable resolution {res!r}")
        width, height = int(m.group(1)), int(m.group(2))
        fm = re.search(r"\((\d+) frames\)", res)
        frames = int(fm.group(1)) if fm else None
        notes = [r["notes"].strip()]
        if res != f"{width}x{height}":
            notes.append(f"default resolution (raw): {res}; first listed size used")
        models.append({
            "id": mid,
            "name": r["name"].strip(),
            "family": r["family"].strip(),
            "kind": "video" if frames else "image",
            "params_billion": num(r["params_billion_denoiser"]),
            "text_encoder_params_billion": num(r["params_billion_text_encoders"]),
            "checkpoint_gb": num(r["checkpoint_gb_fp16"]),
            "default_width": width,
            "default_height": height,
            "default_steps": num(r["default_steps"]),
            "default_frames": frames,
            "inference_vram_gb_min": num(r["inference_vram_gb_min"]),
            "inference_vram_gb_comfortable": num(r["inference_vram_gb_comfortable"]),
            "lora_training_vram_gb": num(r["lora_training_vram_gb"]),
            "full_finetune_vram_gb": num(r["full_finetune_vram_gb"]),
            "refiner": None,
            "refiner_fraction": None,
            "source": r["source"].strip(),
            "notes": join_notes(*notes),
        })
    for extra in curation.get("extra_models", []):
        rec = {k: v for k, v in extra.items() if k != "observed_at"}
        rec["source"] = f"{extra['source']} (read {extra['observed_at']})"
        models.append(rec)
    apply_overrides(models, curation.get("model_overrides", []), "models")
    return models


# ---------------------------------------------------------------------------
# Validation: every rule of docs/catalog-format.md
# ---------------------------------------------------------------------------
GPU_FIELDS = {"id": "req", "name": "req", "vendor": "req", "architecture": "opt", "vram_gb": "req",
              "memory_bandwidth_gbs": "opt", "fp16_tensor_tflops": "opt", "bf16": "opt", "fp8": "opt",
              "tdp_w": "opt", "launch_year": "opt", "segment": "opt", "source": "req", "notes": "opt",
              "fp16_fp32acc_tflops": "opt", "fp32_tflops": "opt", "boost_clock_mhz": "opt", "l2_cache_mb": "opt",
              "process_nm": "opt", "fp32_lanes_per_sm": "opt"}
PROVIDER_FIELDS = {"id": "req", "name": "req", "url": "opt", "billing_increment_s": "opt",
                   "min_billed_s": "opt", "spot": "opt", "persistent_storage": "opt",
                   "storage_usd_per_gb_month": "opt", "prebuilt_images": "opt", "diffusion_image": "opt",
                   "jupyter": "opt", "ssh": "opt", "api": "opt", "cold_start_s": "opt", "source": "req",
                   "observed_at": "req", "notes": "opt"}
OFFER_FIELDS = {"provider": "req", "gpu": "req", "gpu_count": "req", "tier": "req", "region": "req",
                "vcpus": "opt", "ram_gb": "opt", "currency": "req", "on_demand_per_hour": "opt",
                "spot_per_hour": "opt", "billing_increment_s": "opt", "min_billed_s": "opt",
                # null: the data's date is unknown (a price source's file whose last commit
                # date could not be read), never the day it was read (catalog-format.md)
                "source": "req", "observed_at": "present", "notes": "opt"}
BENCH_FIELDS = {"series": "req", "gpu": "req", "model": "req", "width": "req", "height": "req",
                "steps": "req", "batch": "req", "frames": "opt", "precision": "req", "software": "req",
                "metric": "req", "value": "req", "source": "req", "notes": "opt", "stack": "opt",
                "regime": "opt", "fp8_mode": "opt", "samples": "opt"}
MODEL_FIELDS = {"id": "req", "name": "req", "family": "req", "kind": "req", "params_billion": "req",
                "text_encoder_params_billion": "opt", "checkpoint_gb": "opt", "default_width": "req",
                "default_height": "req", "default_steps": "req", "default_frames": "opt",
                "inference_vram_gb_min": "opt", "inference_vram_gb_comfortable": "opt",
                "lora_training_vram_gb": "opt", "full_finetune_vram_gb": "opt", "refiner": "opt",
                "refiner_fraction": "opt", "source": "req", "notes": "opt"}
RATE_FIELDS = {"currency": "req", "usd_per_unit": "req", "source": "req", "observed_at": "req"}
TOP_FIELDS = {"schema_version", "catalog_version", "generated_at", "publisher", "notes",
              "exchange_rates", "gpus", "providers", "offers", "benchmarks", "models"}


def validate(doc):
    errors = []

    def err(where, msg):
        errors.append(f"{where}: {msg}")

    def is_num(v):
        return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)

    def is_int(v):
        return isinstance(v, int) and not isinstance(v, bool)

    def valid_date(v):
        if not isinstance(v, str):
            return False
        m = DATE_RE.match(v)
        if not m:
            return False
        try:
            datetime.date(int(m.group(1)), int(m.group(2) or 1), int(m.group(3) or 1))
        except ValueError:
            return False
        return True

    def check_fields(where, rec, spec):
        if not isinstance(rec, dict):
            err(where, "must be an object")
            return False
        for k in rec:
            if k not in spec:
                err(where, f"unknown field {k!r}")
        for k, kind in spec.items():
            if kind == "req" and rec.get(k) is None:
                err(where, f"required field {k!r} missing or null")
            # Present, but null when unknown (an offer's observed_at: "date unknown"), as the
            # app's importer reads it (JsonFields::nullableDate).
            if kind == "present" and k not in rec:
                err(where, f"required field {k!r} missing (null when unknown)")
        return True

    def text(where, rec, k, nullable):
        v = rec.get(k)
        if v is None:
            return
        if not isinstance(v, str) or (not nullable and not v.strip()):
            err(where, f"{k} must be a non-empty string")

    def number(where, rec, k, positive, integer=False, maximum=None, open_unit=False):
        v = rec.get(k)
        if v is None:
            return
        if integer and not is_int(v):
            err(where, f"{k} must be an integer")
            return
        if not is_num(v):
            err(where, f"{k} must be a finite number")
            return
        if positive and not v > 0:
            err(where, f"{k} must be > 0")
        if not positive and v < 0:
            err(where, f"{k} must be >= 0")
        if maximum is not None and v > maximum:
            err(where, f"{k} = {v} is out of range (> {maximum})")
        if open_unit and not (0 < v < 1):
            err(where, f"{k} must be in (0, 1)")

    def boolean(where, rec, k):
        v = rec.get(k)
        if v is not None and not isinstance(v, bool):
            err(where, f"{k} must be true, false or null")

    for k in doc:
        if k not in TOP_FIELDS:
            err("top level", f"unknown field {k!r}")
    if doc.get("schema_version") != SCHEMA_VERSION:
        err("top level", "unknown schema version")
    for k in ("catalog_version", "publisher"):
        if not isinstance(doc.get(k), str) or not doc[k].strip():
            err("top level", f"{k} must be a non-empty string")
    if not valid_date(doc.get("generated_at")):
        err("top level", "generated_at must be a valid date")
    if doc.get("notes") is not None and not isinstance(doc["notes"], str):
        err("top level", "notes must be a string")
    for k in ("exchange_rates", "gpus", "providers", "offers", "benchmarks", "models"):
        if not isinstance(doc.get(k), list):
            err("top level", f"{k} must be an array")
    if errors:
        return errors

    def check_ids(arr, name):
        seen = set()
        for i, rec in enumerate(arr):
            rid = rec.get("id") if isinstance(rec, dict) else None
            where = f"{name}[{i}] ({rid})"
            if not isinstance(rid, str) or not ID_RE.match(rid):
                err(where, "id must match ^[a-z0-9][a-z0-9._+-]*$")
            elif rid in seen:
                err(where, "duplicate id")
            seen.add(rid)
        return seen

    gpu_ids = check_ids(doc["gpus"], "gpus")
    provider_ids = check_ids(doc["providers"], "providers")
    model_ids = check_ids(doc["models"], "models")

    for i, g in enumerate(doc["gpus"]):
        where = f"gpus[{i}] ({g.get('id')})"
        if not check_fields(where, g, GPU_FIELDS):
            continue
        if g.get("segment") not in (None, "consumer", "workstation", "datacenter"):
            err(where, "segment must be consumer, workstation or datacenter")
        for k in ("name", "vendor", "source"):
            text(where, g, k, False)
        for k in ("architecture", "notes"):
            text(where, g, k, True)
        number(where, g, "vram_gb", True, maximum=1024)
        number(where, g, "memory_bandwidth_gbs", True, maximum=20000)
        number(where, g, "fp16_tensor_tflops", True, maximum=10000)
        number(where, g, "tdp_w", True, maximum=3000)
        number(where, g, "fp16_fp32acc_tflops", True, maximum=10000)
        number(where, g, "fp32_tflops", True, maximum=1000)
        number(where, g, "boost_clock_mhz", True, maximum=5000)
        number(where, g, "l2_cache_mb", True, maximum=1024)
        number(where, g, "process_nm", True, maximum=100)
        number(where, g, "fp32_lanes_per_sm", True, integer=True, maximum=1024)
        number(where, g, "launch_year", True, integer=True)
        if is_int(g.get("launch_year")) and not 1990 <= g["launch_year"] <= 2030:
            err(where, "launch_year out of range")
        boolean(where, g, "bf16")
        boolean(where, g, "fp8")

    for i, p in enumerate(doc["providers"]):
        where = f"providers[{i}] ({p.get('id')})"
        if not check_fields(where, p, PROVIDER_FIELDS):
            continue
        for k in ("name", "source"):
            text(where, p, k, False)
        for k in ("url", "prebuilt_images", "notes"):
            text(where, p, k, True)
        number(where, p, "billing_increment_s", True, integer=True, maximum=86400)
        number(where, p, "min_billed_s", False, integer=True, maximum=86400)
        number(where, p, "storage_usd_per_gb_month", False, maximum=10)
        number(where, p, "cold_start_s", False, maximum=86400)
        for k in ("spot", "persistent_storage", "diffusion_image", "jupyter", "ssh", "api"):
            boolean(where, p, k)
        if not valid_date(p.get("observed_at")):
            err(where, "observed_at must be a valid date")

    currencies = set()
    keys = set()
    for i, o in enumerate(doc["offers"]):
        key = f"{o.get('provider')}/{o.get('gpu')}/{o.get('gpu_count')}/{o.get('tier')}/{o.get('region')}"
        where = f"offers[{i}] ({key})"
        if not check_fields(where, o, OFFER_FIELDS):
            continue
        if o["provider"] not in provider_ids:
            err(where, f"provider {o['provider']!r} does not resolve")
        if o["gpu"] not in gpu_ids:
            err(where, f"gpu {o['gpu']!r} does not resolve")
        number(where, o, "gpu_count", True, integer=True, maximum=72)
        for k in ("tier", "region"):
            if not isinstance(o.get(k), str):
                err(where, f"{k} must be a string")
        if key in keys:
            err(where, "duplicate offer key (provider, gpu, gpu_count, tier, region)")
        keys.add(key)
        number(where, o, "vcpus", True, integer=True, maximum=1024)
        number(where, o, "ram_gb", True, maximum=32768)
        cur = o.get("currency")
        if not isinstance(cur, str) or not re.match(r"^[A-Z]{3}$", cur):
            err(where, "currency must be an ISO 4217 code")
        elif cur != "USD":
            currencies.add(cur)
        number(where, o, "on_demand_per_hour", True, maximum=1000)
        number(where, o, "spot_per_hour", True, maximum=1000)
        if o.get("on_demand_per_hour") is None and o.get("spot_per_hour") is None:
            err(where, "needs on_demand_per_hour or spot_per_hour")
        number(where, o, "billing_increment_s", True, integer=True, maximum=86400)
        number(where, o, "min_billed_s", False, integer=True, maximum=86400)
        text(where, o, "source", False)
        text(where, o, "notes", True)
        if o.get("observed_at") is not None and not valid_date(o["observed_at"]):
            err(where, "observed_at must be a valid date or null")

    rate_currencies = set()
    for i, x in enumerate(doc["exchange_rates"]):
        where = f"exchange_rates[{i}] ({x.get('currency') if isinstance(x, dict) else None})"
        if not check_fields(where, x, RATE_FIELDS):
            continue
        if not isinstance(x["currency"], str) or not re.match(r"^[A-Z]{3}$", x["currency"]) or x["currency"] == "USD":
            err(where, "currency must be an ISO 4217 code other than USD")
        if x["currency"] in rate_currencies:
            err(where, "duplicate currency")
        rate_currencies.add(x["currency"])
        number(where, x, "usd_per_unit", True, maximum=100000)
        text(where, x, "source", False)
        if not valid_date(x.get("observed_at")):
            err(where, "observed_at must be a valid date")
    for cur in sorted(currencies - rate_currencies):
        err("exchange_rates", f"no exchange rate for currency {cur} used by an offer")

    for i, b in enumerate(doc["benchmarks"]):
        where = f"benchmarks[{i}] ({b.get('series')}/{b.get('gpu')}/{b.get('model')})"
        if not check_fields(where, b, BENCH_FIELDS):
            continue
        if not isinstance(b["series"], str) or not ID_RE.match(b["series"]):
            err(where, "series must be an id")
        if b["gpu"] not in gpu_ids:
            err(where, f"gpu {b['gpu']!r} does not resolve")
        if b["model"] not in model_ids:
            err(where, f"model {b['model']!r} does not resolve")
        for k in ("width", "height", "steps", "batch"):
            number(where, b, k, True, integer=True, maximum=100000)
        number(where, b, "frames", True, integer=True, maximum=100000)
        if b["precision"] not in ("fp16", "bf16", "fp8", "fp32", "int8"):
            err(where, "precision must be fp16, bf16, fp8, fp32 or int8")
        if b["metric"] not in ("iterations_per_second", "seconds_per_image", "seconds_per_batch", "images_per_second"):
            err(where, "unknown metric")
        number(where, b, "value", True, maximum=100000)
        text(where, b, "software", False)
        text(where, b, "source", False)
        text(where, b, "notes", True)

    for i, m in enumerate(doc["models"]):
        where = f"models[{i}] ({m.get('id')})"
        if not check_fields(where, m, MODEL_FIELDS):
            continue
        for k in ("name", "source"):
            text(where, m, k, False)
        text(where, m, "notes", True)
        if m["family"] not in ("unet", "mmdit", "dit"):
            err(where, "family must be unet, mmdit or dit")
        if m["kind"] not in ("image", "video"):
            err(where, "kind must be image or video")
        number(where, m, "params_billion", True, maximum=1000)
        number(where, m, "text_encoder_params_billion", True, maximum=1000)
        number(where, m, "checkpoint_gb", True, maximum=1000)
        for k in ("default_width", "default_height", "default_steps"):
            number(where, m, k, True, integer=True, maximum=100000)
        number(where, m, "default_frames", True, integer=True, maximum=100000)
        for k in ("inference_vram_gb_min", "inference_vram_gb_comfortable", "lora_training_vram_gb", "full_finetune_vram_gb"):
            number(where, m, k, True, maximum=2048)
        if m.get("refiner") is not None:
            if m["refiner"] not in model_ids:
                err(where, f"refiner {m['refiner']!r} does not resolve")
            elif m["refiner"] == m["id"]:
                err(where, "refiner must be another model")
            if m.get("refiner_fraction") is None:
                err(where, "refiner_fraction is required when refiner is set")
        number(where, m, "refiner_fraction", True, open_unit=True)
        if m.get("refiner_fraction") is not None and m.get("refiner") is None:
            err(where, "refiner_fraction given without refiner")
    return errors


# ---------------------------------------------------------------------------
def run(data_dir, out_path, curation_path):
    with open(curation_path, encoding="utf-8") as f:
        curation = json.load(f)
    skipped = []
    gpus = build_gpus(read_csv(os.path.join(data_dir, "gpu-specs.csv")), curation)
    gpu_years = {g["id"]: g["launch_year"] for g in gpus}
    providers = build_providers(read_csv(os.path.join(data_dir, "provider-features.csv")), curation)
    apply_overrides(providers, curation.get("provider_overrides", []), "providers")
    offers = build_offers([
        ("cloud-offers.csv", read_csv(os.path.join(data_dir, "cloud-offers.csv"))),
        ("cloud-offers-additions.csv", read_csv(os.path.join(data_dir, "cloud-offers-additions.csv"))),
    ], gpu_years, skipped)
    by_provider = {}
    for o in offers:
        by_provider.setdefault(o["provider"], []).append(o)
    add_offer_only_providers(providers, by_provider)
    benchmarks = build_benchmarks(read_csv(os.path.join(data_dir, "sd-benchmarks.csv")), curation, skipped)
    models = build_models(read_csv(os.path.join(data_dir, "model-profiles.csv")), curation)
    rates = []
    for x in curation["exchange_rates"]:
        rates.append({"currency": x["currency"], "usd_per_unit": x["usd_per_unit"],
                      "source": x["source"], "observed_at": x["observed_at"]})
    doc = {
        "schema_version": SCHEMA_VERSION,
        "catalog_version": CATALOG_VERSION,
        "generated_at": GENERATED_AT,
        "publisher": PUBLISHER,
        "notes": curation["catalog_notes"],
        "exchange_rates": rates,
        "gpus": gpus,
        "providers": providers,
        "offers": offers,
        "benchmarks": benchmarks,
        "models": models,
    }
    # JSON has no NaN/inf: make sure nothing slips through json.dumps.
    text = json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    errors = validate(json.loads(text))
    if errors:
        for e in errors:
            print(f"catalog invalid: {e}", file=sys.stderr)
        return 1
    os.makedirs(os.path.dirname(os.path.abspath(out_path)), exist_ok=True)
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {out_path}: {len(gpus)} GPUs, {len(providers)} providers, {len(offers)} offers "
          f"({len({o['provider'] for o in offers})} providers with offers), {len(benchmarks)} benchmarks, "
          f"{len(models)} models, {len(rates)} exchange rates")
    for s in skipped:
        print(f"skipped: {s}")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", help="directory with the raw reference CSVs")
    ap.add_argument("--out", help="catalog JSON to write")
    ap.add_argument("--curation", default=os.path.join(HERE, "curation.json"),
                    help="hand-curated gap fills (default: curation.json next to this script)")
    ap.add_argument("--check", metavar="CATALOG", help="only validate an existing catalog file")
    args = ap.parse_args(argv)
    if args.check:
        with open(args.check, encoding="utf-8") as f:
            errors = validate(json.load(f))
        for e in errors:
            print(f"catalog invalid: {e}", file=sys.stderr)
        return 1 if errors else 0
    if not args.data or not args.out:
        ap.error("--data and --out are required (or --check CATALOG)")
    try:
        return run(args.data, args.out, args.curation)
    except (CatalogError, KeyError) as e:
        print(f"curate: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
